import type { BrowserContext, Page, Request } from 'playwright-core';
import { queryRows, testDatabaseUrl } from '@app/test-support';
import { browserSystem } from './browser-system';

const SUPPORT = 'support@nearbly.app';
const FAILURE_TEXT = `I'm sorry, I'm having trouble right now. Please try again or contact our support team directly at ${SUPPORT}`;
const NETWORK_TEXT = `I'm sorry, something went wrong. Please try again or email us at ${SUPPORT}`;
const ESCALATION_NOTE = `This conversation has been escalated to our human support team. You can also email us at ${SUPPORT}`;

// docs/product.md §2/§4/§8 chat widget in Chromium, on a public page and on a dashboard page, through the
// whole system (BFF → Kafka → chat service with prices from billing).
describe('Maya, the chat widget, in the browser', () => {
  const prefix = 'nearbly_test_e2e_chat';
  const chatDb = testDatabaseUrl('chat', prefix);
  const e2e = browserSystem({ databasePrefix: prefix });
  const { url } = e2e;

  // A tab of its own (own IP for the per-IP limits), recording the email drafts it opens.
  const newTab = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await e2e.newContext();
    await context.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, { openedUrls: opened });
      window.open = (target?: string | URL) => {
        opened.push(String(target));
        return null;
      };
    });
    return { context, page: await context.newPage() };
  };

  const launcher = (page: Page) => page.getByRole('button', { name: /^Open chat with Maya/ });
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Maya' });
  const log = (page: Page) => panel(page).getByRole('log');
  const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Type your message' });
  const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send message' });
  const conversationIdOf = (page: Page) =>
    page.evaluate(() => (JSON.parse(sessionStorage.getItem('nearbly.chat.conversation') ?? 'null') as { id: string } | null)?.id ?? null);
  const userMessagesOf = (conversationId: string) =>
    queryRows<{ content: string; user_id: string | null; page: string }>(
      chatDb,
      `SELECT m.content, c.user_id, m.page FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.client_id = $1 AND m.role = 'user' ORDER BY m.created_at`,
      [conversationId],
    );
  const ask = async (page: Page, text: string) => {
    await input(page).fill(text);
    await input(page).press('Enter');
  };
  // Holds Maya's real reply back for a moment, so what happens while waiting can be seen.
  const slowReplies = (page: Page, ms: number) =>
    page.route('**/api/chatbot/message', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ response });
    });

  describe('on a public page, signed out', () => {
    let context: BrowserContext;
    let page: Page;
    const requested: string[] = [];

    beforeAll(async () => {
      ({ context, page } = await newTab());
      page.on('request', (request: Request) => requested.push(request.url()));
      await page.goto(url('/'));
    });

    afterAll(async () => {
      await context.close();
    });

    it('shows only the floating button at the bottom right, and loads the panel on the first open', async () => {
      await launcher(page).waitFor();
      const box = await launcher(page).boundingBox();
      expect(box && 1280 - (box.x + box.width)).toBeLessThan(40);
      expect(box && 900 - (box.y + box.height)).toBeLessThan(40);
      expect(requested.some((address) => /ChatPanel/.test(address))).toBe(false);
      await launcher(page).click();
      await panel(page).waitFor();
      expect(requested.some((address) => /ChatPanel/.test(address))).toBe(true);
    });

    it('greets "there", offers quick help in a 24rem × 600 px panel, and the quick help prefills the input', async () => {
      await log(page).getByText("Hi there! 👋 I'm Maya, your local SEO assistant. I can help you with pricing, setup, troubleshooting and more.").waitFor();
      expect(await panel(page).boundingBox()).toMatchObject({ width: 384, height: 600 });
      for (const name of ['Pricing Plans', 'Getting Started', 'Technical Support', 'Billing Question']) await panel(page).getByRole('button', { name }).waitFor();
      expect(await sendButton(page).isDisabled()).toBe(true);
      await input(page).fill('   ');
      expect(await sendButton(page).isDisabled()).toBe(true);
      await panel(page).getByRole('button', { name: 'Pricing Plans' }).click();
      expect(await input(page).inputValue()).toBe('What are your pricing plans?');
      expect(await sendButton(page).isDisabled()).toBe(false);
    });

    it('sends on Enter, shows the typing indicator with send disabled, then answers with real prices', async () => {
      await slowReplies(page, 1_000);
      await input(page).press('Enter');
      await log(page).getByText('What are your pricing plans?').waitFor();
      await panel(page).getByRole('status').getByText('Maya is typing...').waitFor();
      await input(page).fill('Another question');
      expect(await sendButton(page).isDisabled()).toBe(true);
      await log(page).getByText(/Growing Local \(most popular\): \$39\/month or \$390\/year/).waitFor();
      await panel(page).getByRole('status').waitFor({ state: 'detached' });
      await page.unroute('**/api/chatbot/message');
      await input(page).fill('');
      // More than one message: the quick help is gone.
      expect(await panel(page).getByRole('group', { name: 'Quick help' }).count()).toBe(0);
      const [first] = await userMessagesOf((await conversationIdOf(page)) ?? '');
      expect(first).toEqual({ content: 'What are your pricing plans?', user_id: null, page: '/' });
    });

    it('asks for feedback on the latest reply after 2 s and records the rating', async () => {
      const prompt = panel(page).getByRole('group', { name: 'Was this helpful?' });
      await ask(page, 'Can I get a refund?');
      const reply = log(page).getByText(/30-day money-back guarantee/);
      await reply.waitFor();
      // Not yet a second after the reply; there by 2 s.
      await page.waitForTimeout(1_000);
      expect(await prompt.count()).toBe(0);
      await prompt.waitFor();
      await prompt.getByRole('button', { name: 'Yes, helpful' }).click();
      await prompt.waitFor({ state: 'detached' });
      const conversationId = (await conversationIdOf(page)) ?? '';
      const rows = await waitForRows(() =>
        queryRows(
          chatDb,
          `SELECT f.rating FROM chat_feedback f JOIN chat_messages m ON m.id = f.message_id JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.client_id = $1`,
          [conversationId],
        ),
      );
      expect(rows).toEqual([{ rating: 'positive' }]);
    });

    it('minimizes to 20rem × 3.5rem and maximizes again', async () => {
      await panel(page).getByRole('button', { name: 'Minimize chat' }).click();
      expect(await panel(page).boundingBox()).toMatchObject({ width: 320, height: 56 });
      expect(await input(page).count()).toBe(0);
      await panel(page).getByRole('button', { name: 'Maximize chat' }).click();
      expect(await panel(page).boundingBox()).toMatchObject({ width: 384, height: 600 });
      await log(page).getByText('Can I get a refund?').waitFor();
    });

    it('keeps the conversation across page navigation and the conversation id across a reload', async () => {
      const conversationId = await conversationIdOf(page);
      expect(conversationId).toMatch(/^conv_\d{13}_[a-z0-9]+$/);
      await page.evaluate(() => {
        window.history.pushState({}, '', '/contact');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await log(page).getByText('Can I get a refund?').waitFor();
      await page.reload();
      // The Contact page's 'Chat with Maya' opens the widget.
      await page.getByRole('button', { name: 'Chat with Maya' }).first().click();
      await panel(page).waitFor();
      await ask(page, 'How do I cancel my subscription?');
      await log(page).getByText(/end of the billing period/).waitFor();
      expect(await conversationIdOf(page)).toBe(conversationId);
      expect((await userMessagesOf(conversationId ?? '')).map((row) => [row.content, row.page])).toEqual([
        ['What are your pricing plans?', '/'],
        ['Can I get a refund?', '/'],
        ['How do I cancel my subscription?', '/contact'],
      ]);
    });

    it('shows the escalation note 1 s after an escalated reply', async () => {
      await ask(page, 'Can I talk to a human?');
      await log(page).getByText(/passed our conversation to a person/).waitFor();
      expect(await log(page).getByText(ESCALATION_NOTE).count()).toBe(0);
      await log(page).getByText(ESCALATION_NOTE).waitFor();
    });

    it('resets: clears the messages and the conversation id, and greets again after 500 ms', async () => {
      const before = await conversationIdOf(page);
      await panel(page).getByRole('button', { name: 'Reset conversation' }).click();
      await log(page).getByText('Can I get a refund?').waitFor({ state: 'detached' });
      expect(await conversationIdOf(page)).toBeNull();
      await log(page).getByText(/^Hi there!/).waitFor();
      await panel(page).getByRole('group', { name: 'Quick help' }).waitFor();
      await ask(page, 'Hello');
      await log(page).getByText(/^Hi! I'm Maya/).waitFor();
      expect(await conversationIdOf(page)).not.toBe(before);
    });

    it('lights the unread dot when a reply arrives while closed, and clears it on open', async () => {
      await slowReplies(page, 1_500);
      await ask(page, 'How long does setup take?');
      await panel(page).getByRole('button', { name: 'Close chat' }).click();
      await panel(page).waitFor({ state: 'hidden' });
      await page.getByTestId('chat-unread-dot').waitFor();
      await page.getByRole('button', { name: 'Open chat with Maya (new message)' }).click();
      await page.getByTestId('chat-unread-dot').waitFor({ state: 'detached' });
      await log(page).getByText(/about 5 minutes/).waitFor();
      await page.unroute('**/api/chatbot/message');
    });

    it('Contact Human says it is connecting, files a ticket and opens an email draft to support', async () => {
      const conversationId = (await conversationIdOf(page)) ?? '';
      await panel(page).getByRole('button', { name: 'Contact Human' }).click();
      await log(page).getByText('Connecting you with our human support team...').waitFor();
      expect(await page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls)).toEqual([expect.stringMatching(new RegExp(`^mailto:${SUPPORT}\\?subject=.+${conversationId}`)) as unknown]);
      const tickets = await waitForRows(() =>
        queryRows(chatDb, `SELECT t.source, t.subject, t.user_id FROM support_tickets t JOIN chat_escalations e ON e.ticket_id = t.id JOIN chat_conversations c ON c.id = e.conversation_id WHERE c.client_id = $1`, [conversationId]),
      );
      expect(tickets).toEqual([{ source: 'escalation', subject: 'Maya chat: Contact Human button', user_id: null }]);
    });

    it('shows the clear refusal of a message over 2,000 characters, and the network failure text', async () => {
      await ask(page, 'x'.repeat(2_001));
      await log(page).getByText('Messages can be at most 2,000 characters. Please shorten yours.').waitFor();
      await page.route('**/api/chatbot/message', (route) => route.abort('internetdisconnected'));
      await ask(page, 'Are you there?');
      await log(page).getByText(NETWORK_TEXT).waitFor({ timeout: 15_000 });
      await page.unroute('**/api/chatbot/message');
    });
  });

  describe('on a dashboard page, signed in', () => {
    let context: BrowserContext;
    let page: Page;
    let userId: string;

    beforeAll(async () => {
      ({ context, page } = await newTab());
      await e2e.signUp(page, { firstName: 'Rosa' });
      const me = await page.evaluate(async () => {
        const response = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` } });
        return (await response.json()) as { user: { id: string } };
      });
      userId = me.user.id;
      await page.goto(url('/dashboard'));
    });

    afterAll(async () => {
      await context.close();
    });

    it('greets the user by name and sends the bearer token and user id with each message', async () => {
      await launcher(page).click();
      await log(page).getByText("Hi Rosa Baker! 👋 I'm Maya, your local SEO assistant.", { exact: false }).waitFor();
      const sent = page.waitForRequest('**/api/chatbot/message');
      await ask(page, 'My rankings are not updating');
      const request = await sent;
      expect(request.headers().authorization).toMatch(/^Bearer \S+$/);
      expect(request.postDataJSON()).toMatchObject({
        message: 'My rankings are not updating',
        userId,
        conversationId: expect.stringMatching(/^conv_/) as unknown,
        context: { page: '/dashboard', userAgent: expect.stringContaining('Chrome') as unknown, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown },
      });
      await log(page).getByText(/weekly on Single Shop/).waitFor();
      expect(await userMessagesOf((await conversationIdOf(page)) ?? '')).toEqual([{ content: 'My rankings are not updating', user_id: userId, page: '/dashboard' }]);
    });

    it("files the Contact Human ticket under the user's account", async () => {
      const conversationId = (await conversationIdOf(page)) ?? '';
      await panel(page).getByRole('button', { name: 'Contact Human' }).click();
      await log(page).getByText('Connecting you with our human support team...').waitFor();
      const tickets = await waitForRows(() =>
        queryRows(chatDb, `SELECT t.user_id FROM support_tickets t JOIN chat_escalations e ON e.ticket_id = t.id JOIN chat_conversations c ON c.id = e.conversation_id WHERE c.client_id = $1`, [conversationId]),
      );
      expect(tickets).toEqual([{ user_id: userId }]);
    });

    it("says the spec's failure text when Maya's service does not answer", async () => {
      await e2e.system.processes.get('chat')?.stop();
      await ask(page, 'Is anyone there?');
      await log(page).getByText(FAILURE_TEXT).waitFor({ timeout: 30_000 });
    });
  });
});

// Rows written by a request the page made without waiting for it.
async function waitForRows<T>(query: () => Promise<T[]>): Promise<T[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await query();
    if (rows.length || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
