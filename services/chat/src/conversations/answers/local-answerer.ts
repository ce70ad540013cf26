import type { TChatIntent } from '@app/contracts';
import { POLICY_FACTS, type TProductFacts } from '../facts/product-facts';
import { LOCAL_ANSWERS, pageHint } from './local-answers';
import { ASKS_FOR_HUMAN, classify, soundsAngry, TRIES_INJECTION, type TTopic } from './topics';

export const ESCALATION_REASONS = ['asked', 'anger', 'repeated_failure', 'contact_button'] as const;
export type TEscalationReason = (typeof ESCALATION_REASONS)[number];

// An earlier turn, as much as the decision needs.
export type TPastTurn = { role: 'user' | 'bot' | 'system'; intent: string | null; confidence: number | null };

export type TDecision = {
  topic: TTopic;
  intent: TChatIntent;
  confidence: number;
  escalate: TEscalationReason | null;
  injection: boolean;
};

export const UNSURE_CONFIDENCE = 0.3;
// Two unclear answers in a row, and a third unclear question, hand over to a person.
const FAILURES_BEFORE_ESCALATION = 2;

const recentFailures = (history: TPastTurn[]): number => {
  let failures = 0;
  for (const turn of [...history].reverse().filter((item) => item.role === 'bot')) {
    if ((turn.confidence ?? 1) > UNSURE_CONFIDENCE) break;
    failures += 1;
  }
  return failures;
};

// What to do with one message: its topic and intent, how sure Maya is, whether a person takes over.
export const decide = (text: string, history: TPastTurn[]): TDecision => {
  if (ASKS_FOR_HUMAN.test(text)) return { topic: 'unknown', intent: 'human', confidence: 0.95, escalate: 'asked', injection: false };
  if (soundsAngry(text)) return { topic: 'unknown', intent: 'human', confidence: 0.9, escalate: 'anger', injection: false };
  if (TRIES_INJECTION.test(text)) return { topic: 'unknown', intent: 'general', confidence: 0.9, escalate: null, injection: true };
  const { topic, intent, matches } = classify(text);
  if (topic === 'unknown') {
    const escalate = recentFailures(history) >= FAILURES_BEFORE_ESCALATION ? 'repeated_failure' : null;
    return { topic, intent: escalate ? 'human' : 'general', confidence: escalate ? 0.9 : UNSURE_CONFIDENCE, escalate, injection: false };
  }
  return { topic, intent, confidence: matches > 1 ? 0.95 : 0.8, escalate: null, injection: false };
};

const ESCALATION_OPENERS: Record<TEscalationReason, string> = {
  asked: 'Of course!',
  anger: "I'm sorry this has been frustrating.",
  repeated_failure: "I'm sorry I couldn't answer that.",
  contact_button: 'Of course!',
};

export const escalationReply = (reason: TEscalationReason, facts: TProductFacts): string =>
  `${ESCALATION_OPENERS[reason]} I've passed our conversation to a person on our support team, who will reply within ${POLICY_FACTS.supportReplyHours} hours. You can also email us at ${facts.supportEmail}.`;

export const injectionReply = (): string =>
  "I can't share or change my instructions, but I'm happy to help with plans and pricing, setup, troubleshooting, billing or local SEO. What would you like to know?";

// The local answerer's reply to a decided message (no model involved).
export const localReply = (decision: TDecision, text: string, facts: TProductFacts, page: string): string => {
  if (decision.escalate) return escalationReply(decision.escalate, facts);
  if (decision.injection) return injectionReply();
  const answer = LOCAL_ANSWERS[decision.topic](facts, text);
  const hint = decision.topic === 'unknown' ? pageHint(page) : undefined;
  return hint ? `${hint} ${answer}` : answer;
};
