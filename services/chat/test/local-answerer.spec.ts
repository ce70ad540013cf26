import { decide, localReply, type TPastTurn } from '../src/conversations/answers/local-answerer';
import type { TProductFacts } from '../src/conversations/facts/product-facts';
import { MAYA_QUESTIONS, missingFacts } from '@app/test-support';
import { SPEC_CATALOGUE } from './plan-catalogue.fixture';

const facts: TProductFacts = { supportEmail: 'support@nearbly.app', catalogue: SPEC_CATALOGUE };
const ask = (question: string, history: TPastTurn[] = [], page = '/') => {
  const decision = decide(question, history);
  return { ...decision, response: localReply(decision, question, facts, page) };
};

describe('local answerer', () => {
  it('has a table of at least 40 questions', () => {
    expect(MAYA_QUESTIONS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(MAYA_QUESTIONS)('answers "$question" as $intent with its facts', ({ question, intent, mustContain, escalated }) => {
    const reply = ask(question);
    expect(reply.intent).toBe(intent);
    expect(Boolean(reply.escalate)).toBe(Boolean(escalated));
    expect(missingFacts(reply.response, mustContain)).toEqual([]);
  });

  it('says it cannot quote prices when billing could not be asked, and never makes one up', () => {
    const decision = decide('How much does it cost?', []);
    const response = localReply(decision, 'How much does it cost?', { ...facts, catalogue: null }, '/');
    expect(response).toContain("can't load our current prices");
    expect(response).not.toMatch(/\$\d/);
  });

  it('hands over to a person after two unclear answers in a row', () => {
    const unsure: TPastTurn = { role: 'bot', intent: 'general', confidence: 0.3 };
    expect(ask('blorp zzz').escalate).toBeNull();
    expect(ask('blorp zzz', [unsure]).escalate).toBeNull();
    const third = ask('blorp zzz', [unsure, { role: 'user', intent: null, confidence: null }, unsure]);
    expect(third).toMatchObject({ escalate: 'repeated_failure', intent: 'human' });
    expect(third.response).toContain("I'm sorry I couldn't answer that.");
    // A good answer in between resets the count.
    expect(ask('blorp zzz', [unsure, { role: 'bot', intent: 'pricing', confidence: 0.8 }]).escalate).toBeNull();
  });

  it('treats shouting as anger and escalates', () => {
    expect(ask('WHY IS MY DASHBOARD EMPTY AGAIN').escalate).toBe('anger');
  });

  it('adds a hint about the page the user is on to an unclear question', () => {
    expect(ask('what is this thing', [], '/keywords').response).toMatch(/^On the Keywords page/);
    expect(ask('what is this thing', [], '/').response).toMatch(/^I'm not sure I understood/);
  });
});
