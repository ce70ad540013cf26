import OpenAI from 'openai';
import { AiUnavailableError, completeChat, createOpenAi, externalCallOutcomes, isAiConfigured, loadOpenAiEnv, type TOpenAi } from '@app/service-kit';
import { FakeOpenAiServer, lastUserText, systemText } from './fake-openai-server';

// The fake OpenAI server driven through the real `openai` SDK and the service kit's factory.
describe(FakeOpenAiServer.name, () => {
  const fake = new FakeOpenAiServer();
  const ai = (overrides: Record<string, string> = {}): TOpenAi => {
    const configured = createOpenAi(loadOpenAiEnv(fake.env({ OPENAI_TIMEOUT_MS: '5000', OPENAI_MAX_RETRIES: '0', ...overrides })));
    if (!configured) throw new Error('AI should be configured');
    return configured;
  };
  const turns = [
    { role: 'system' as const, content: 'You are Maya.' },
    { role: 'user' as const, content: 'How much is Growing Local?' },
  ];
  const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as AiUnavailableError);

  beforeAll(async () => {
    await fake.start();
  });
  afterEach(() => {
    fake.reset();
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('answers a completion chosen from the request and records what was sent', async () => {
    fake.script = (request) => `You asked: ${lastUserText(request)} (rules: ${systemText(request)})`;
    await expect(completeChat(ai(), turns)).resolves.toBe('You asked: How much is Growing Local? (rules: You are Maya.)');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ model: 'fake-gpt', stream: false, apiKey: fake.apiKey, messages: turns });
    expect(fake.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it('streams the reply as server-sent chunks the SDK reassembles', async () => {
    fake.script = () => 'Growing Local is $39 a month.';
    const chunks: string[] = [];
    const stream = await ai().client.chat.completions.create({ model: 'fake-gpt', messages: turns, stream: true });
    for await (const chunk of stream) chunks.push(chunk.choices[0]?.delta?.content ?? '');
    expect(chunks.filter(Boolean).length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe('Growing Local is $39 a month.');
    await expect(completeChat(ai(), turns, { stream: true })).resolves.toBe('Growing Local is $39 a month.');
    expect(fake.requests.map((request) => request.stream)).toEqual([true, true]);
  });

  it('times out a reply held back longer than the client timeout', async () => {
    fake.script = () => ({ kind: 'text', content: 'too late', delayMs: 10_000 });
    const started = Date.now();
    const error = await failureOf(completeChat(ai({ OPENAI_TIMEOUT_MS: '300' }), turns));
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect(error?.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers HTTP 500, which the SDK retries as configured', async () => {
    fake.script = () => ({ kind: 'error', status: 500 });
    // A question of its own: the request the previous test gave up on (after 300 ms) can still
    // reach the server now on a loaded machine, and must not count as a retry here.
    const question = 'Is an HTTP 500 retried?';
    const error = await failureOf(completeChat(ai({ OPENAI_MAX_RETRIES: '1' }), [turns[0]!, { role: 'user', content: question }]));
    expect(error?.reason).toBe('http');
    expect(error?.message).toBe('The model answered HTTP 500');
    expect(fake.requests.filter((request) => lastUserText(request) === question)).toHaveLength(2);
  });

  it('recovers when only the first attempt fails', async () => {
    fake.script = () => (fake.requests.length === 1 ? { kind: 'error', status: 500 } : 'Second time lucky.');
    await expect(completeChat(ai({ OPENAI_MAX_RETRIES: '1' }), turns)).resolves.toBe('Second time lucky.');
  });

  it('sends a malformed body, streamed or not', async () => {
    fake.script = () => ({ kind: 'malformed' });
    // The SDK logs the unparsable SSE chunk before it throws.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await failureOf(completeChat(ai(), turns)))?.reason).toBe('malformed');
    expect((await failureOf(completeChat(ai(), turns, { stream: true })))?.reason).toBe('malformed');
  });

  it('treats an empty answer as no answer', async () => {
    fake.script = () => '   ';
    expect((await failureOf(completeChat(ai(), turns)))?.reason).toBe('empty');
  });

  it('refuses a wrong API key with 401 as OpenAI does', async () => {
    const error = await failureOf(completeChat(ai({ OPENAI_API_KEY: 'sk-wrong' }), turns));
    expect(error?.reason).toBe('http');
    expect((error?.cause as InstanceType<typeof OpenAI.APIError>).status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('is local mode without a key', () => {
    const env = loadOpenAiEnv({ OPENAI_API_KEY: '' });
    expect(isAiConfigured(env)).toBe(false);
    expect(createOpenAi(env)).toBeNull();
    expect(isAiConfigured(loadOpenAiEnv(fake.env()))).toBe(true);
  });

  it('counts the outcome of each call on /metrics (ok, error, timeout)', async () => {
    const count = async (outcome: string) =>
      (await externalCallOutcomes.get()).values.find((value) => value.labels.provider === 'openai' && value.labels.outcome === outcome)?.value ?? 0;
    const before = { ok: await count('ok'), error: await count('error'), timeout: await count('timeout') };
    fake.script = () => 'Fine.';
    await completeChat(ai(), turns);
    fake.script = () => ({ kind: 'error', status: 500 });
    await failureOf(completeChat(ai(), turns));
    fake.script = () => ({ kind: 'text', content: 'too late', delayMs: 10_000 });
    await failureOf(completeChat(ai({ OPENAI_TIMEOUT_MS: '200' }), turns));
    expect({ ok: await count('ok'), error: await count('error'), timeout: await count('timeout') }).toEqual({
      ok: before.ok + 1,
      error: before.error + 1,
      timeout: before.timeout + 1,
    });
  });
});
