import { randomUUID } from 'node:crypto';
import { ApiUser, MAYA_QUESTIONS, missingFacts, queryRows, readJson, systemForSuite, testDatabaseUrl } from '@app/test-support';

const newConversationId = () => `conv_${Date.now()}_${randomUUID().slice(0, 8)}`;
const context = (page = '/') => ({ page, userAgent: 'jest', timestamp: new Date().toISOString() });

// Maya in local mode (no OPENAI_API_KEY) through the whole system: BFF → Kafka → chat service
// (prices from the billing service) → PostgreSQL.
describe('POST /api/chatbot/* over the running system, local answerer', () => {
  const prefix = 'nearbly_test_chatbot';
  const chatDb = testDatabaseUrl('chat', prefix);
  const system = systemForSuite({ databasePrefix: prefix });

  const ask = async (user: ApiUser, message: string, conversationId = newConversationId(), page = '/') => {
    const response = await user.request('POST', '/api/chatbot/message', { message, conversationId, context: context(page) });
    return { status: response.status, body: await readJson(response), conversationId };
  };

  it(`answers a table of ${MAYA_QUESTIONS.length} questions with the facts each needs (prices from billing)`, async () => {
    const wrong: unknown[] = [];
    for (const { question, intent, mustContain, escalated } of MAYA_QUESTIONS) {
      // A fresh visitor (IP) per question keeps the per-IP limit out of the way.
      const { status, body } = await ask(new ApiUser(system.baseUrl), question);
      const missing = status === 200 ? missingFacts(body.response as string, mustContain) : ['HTTP ' + status];
      if (missing.length || body.intent !== intent || body.escalated !== Boolean(escalated)) wrong.push({ question, intent: body.intent, missing, response: body.response });
    }
    expect(wrong).toEqual([]);
  });

  it('remembers the conversation: every turn stored in order with intent, confidence and source', async () => {
    const user = new ApiUser(system.baseUrl);
    const conversationId = newConversationId();
    const first = await ask(user, 'How much does Nearbly cost?', conversationId, '/pricing');
    expect(first.body).toEqual({
      response: expect.stringContaining('$39/month') as unknown,
      confidence: 0.8,
      intent: 'pricing',
      escalated: false,
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    await ask(user, 'Can I get a refund?', conversationId, '/billing');
    const rows = await queryRows(
      chatDb,
      `SELECT m.role, m.intent, m.source, m.page, c.last_page FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
       WHERE c.client_id = $1 ORDER BY m.created_at`,
      [conversationId],
    );
    expect(rows).toEqual([
      { role: 'user', intent: null, source: null, page: '/pricing', last_page: '/billing' },
      { role: 'bot', intent: 'pricing', source: 'local', page: '/pricing', last_page: '/billing' },
      { role: 'user', intent: null, source: null, page: '/billing', last_page: '/billing' },
      { role: 'bot', intent: 'billing', source: 'local', page: '/billing', last_page: '/billing' },
    ]);
  });

  it('escalates "talk to a human" to one support ticket with the transcript', async () => {
    const user = new ApiUser(system.baseUrl);
    const conversationId = newConversationId();
    await ask(user, 'My rankings are not updating', conversationId, '/keywords');
    const { body } = await ask(user, 'Can I talk to a human please?', conversationId, '/keywords');
    expect(body).toMatchObject({ intent: 'human', escalated: true });
    expect(body.response).toContain('support@nearbly.app');
    const tickets = await queryRows<{ source: string; type: string; subject: string; message: string; status: string; user_id: string | null }>(
      chatDb,
      `SELECT t.source, t.type, t.subject, t.message, t.status, t.user_id FROM support_tickets t
       JOIN chat_escalations e ON e.ticket_id = t.id JOIN chat_conversations c ON c.id = e.conversation_id WHERE c.client_id = $1`,
      [conversationId],
    );
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ source: 'escalation', type: 'support', subject: 'Maya chat: asked for a person', status: 'open', user_id: null });
    expect(tickets[0]?.message).toContain(`Conversation ${conversationId} on page /keywords.`);
    expect(tickets[0]?.message).toContain('Customer: My rankings are not updating');
    expect(tickets[0]?.message).toContain('Customer: Can I talk to a human please?');

    // Asking again, or pressing Contact Human, answers the same ticket.
    await ask(user, 'agent!', conversationId);
    const button = await user.request('POST', '/api/chatbot/escalate', { conversationId, context: context('/keywords') });
    expect(button.status).toBe(201);
    expect(await readJson(button)).toMatchObject({ success: true, alreadyEscalated: true, supportEmail: 'support@nearbly.app' });
    expect(await queryRows(chatDb, `SELECT 1 FROM chat_escalations e JOIN chat_conversations c ON c.id = e.conversation_id WHERE c.client_id = $1`, [conversationId])).toHaveLength(1);
    const events = await queryRows(chatDb, `SELECT payload FROM outbox_events WHERE key = (SELECT ticket_id::text FROM chat_escalations e JOIN chat_conversations c ON c.id = e.conversation_id WHERE c.client_id = $1)`, [conversationId]);
    expect(events).toEqual([{ payload: expect.objectContaining({ type: 'chat.ticket.created', payload: expect.objectContaining({ source: 'escalation' }) as unknown }) as unknown }]);
  });

  it('escalates an angry message, and the third unclear question in a row', async () => {
    const user = new ApiUser(system.baseUrl);
    expect((await ask(user, 'This is RIDICULOUS, nothing works!!!')).body).toMatchObject({ intent: 'human', escalated: true });
    const conversationId = newConversationId();
    expect((await ask(user, 'blorp quux', conversationId)).body).toMatchObject({ escalated: false, confidence: 0.3 });
    expect((await ask(user, 'zzzt frobnicate', conversationId)).body).toMatchObject({ escalated: false });
    const third = await ask(user, 'wibble wobble', conversationId);
    expect(third.body).toMatchObject({ intent: 'human', escalated: true });
    expect(third.body.response).toContain("I'm sorry I couldn't answer that.");
  });

  it('Contact Human creates a ticket owned by the signed-in user even before any message', async () => {
    const owner = new ApiUser(system.baseUrl);
    const { user } = await owner.signUp();
    const conversationId = newConversationId();
    const response = await owner.request('POST', '/api/chatbot/escalate', { conversationId, context: context('/dashboard') });
    expect(response.status).toBe(201);
    const { ticketId, alreadyEscalated } = await readJson(response);
    expect(alreadyEscalated).toBe(false);
    expect(await queryRows(chatDb, 'SELECT source, user_id, subject FROM support_tickets WHERE id = $1', [ticketId])).toEqual([
      { source: 'escalation', user_id: (user as { id: string }).id, subject: 'Maya chat: Contact Human button' },
    ]);
    expect(await queryRows(chatDb, `SELECT m.role, m.content FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.client_id = $1`, [conversationId])).toEqual([
      { role: 'system', content: 'Connecting you with our human support team...' },
    ]);

    // The signed-in user's conversation is theirs: another visitor cannot write in it.
    const stranger = await ask(new ApiUser(system.baseUrl), 'Hello?', conversationId);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe('This conversation belongs to another account. Please start a new chat.');
  });

  it('records feedback on a reply, replaces it when rated again, and refuses a message of another conversation', async () => {
    const user = new ApiUser(system.baseUrl);
    const { body, conversationId } = await ask(user, 'Do you have a free trial?');
    const rate = (rating: string, conversation = conversationId) =>
      user.request('POST', '/api/chatbot/feedback', { messageId: body.messageId, rating, conversationId: conversation });
    expect((await rate('positive')).status).toBe(200);
    expect((await rate('negative')).status).toBe(200);
    expect(await queryRows(chatDb, 'SELECT rating FROM chat_feedback WHERE message_id = $1', [body.messageId])).toEqual([{ rating: 'negative' }]);
    const other = await rate('positive', newConversationId());
    expect(other.status).toBe(404);
    expect(await readJson(other)).toEqual({ error: 'That message is not part of this conversation.' });
    const invalid = await user.request('POST', '/api/chatbot/feedback', { messageId: 'nope', rating: 'meh', conversationId: 'x' });
    expect(invalid.status).toBe(400);
    expect((await readJson(invalid)).details).toEqual(
      expect.arrayContaining([
        { path: 'messageId', message: 'Message id must be a uuid' },
        { path: 'rating', message: 'Rating must be positive or negative' },
        { path: 'conversationId', message: 'Conversation id must look like conv_<timestamp>_<random text>' },
      ]),
    );
  });

  it('refuses a message over 2,000 characters or a blank one with a clear 400, and stores nothing', async () => {
    const user = new ApiUser(system.baseUrl);
    const conversationId = newConversationId();
    const long = await user.request('POST', '/api/chatbot/message', { message: 'a'.repeat(2_001), conversationId, context: context() });
    expect(long.status).toBe(400);
    expect((await readJson(long)).details).toEqual([{ path: 'message', message: 'Messages can be at most 2,000 characters. Please shorten yours.' }]);
    const blank = await user.request('POST', '/api/chatbot/message', { message: '   ', conversationId, context: context() });
    expect((await readJson(blank)).details).toEqual([{ path: 'message', message: 'Please type a message' }]);
    expect((await ask(user, 'b'.repeat(2_000), conversationId)).status).toBe(200);
    expect(await queryRows(chatDb, `SELECT length(m.content) AS length FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.client_id = $1 AND m.role = 'user'`, [conversationId])).toEqual([{ length: 2_000 }]);
  });

  it('limits one conversation to 12 messages a minute and one IP to 60 in 10 minutes', async () => {
    const user = new ApiUser(system.baseUrl);
    const conversationId = newConversationId();
    for (let sent = 0; sent < 12; sent += 1) expect((await ask(user, 'hi', conversationId)).status).toBe(200);
    const limited = await ask(user, 'hi', conversationId);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^You're sending messages too quickly\. Please wait 1 minute and try again\.$/);
    // The same visitor in new conversations goes on until the IP's 60th message (12 so far).
    for (let sent = 12; sent < 60; sent += 1) expect((await ask(user, 'hi')).status).toBe(200);
    expect((await ask(user, 'hi')).status).toBe(429);
    expect((await ask(new ApiUser(system.baseUrl), 'hi')).status).toBe(200);
  });
});
