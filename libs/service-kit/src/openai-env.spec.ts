import { createOpenAi } from './openai';
import { isAiConfigured, loadOpenAiEnv } from './openai-env';

describe('OpenAI environment', () => {
  it('is local mode with no key or a blank one', () => {
    for (const source of [{}, { OPENAI_API_KEY: '' }, { OPENAI_API_KEY: '   ' }]) {
      const env = loadOpenAiEnv(source);
      expect(isAiConfigured(env)).toBe(false);
      expect(createOpenAi(env)).toBeNull();
    }
  });

  it('bounds each call by the timeout and the retries', () => {
    const env = loadOpenAiEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: '', OPENAI_MODEL: '' });
    expect(env).toMatchObject({ OPENAI_MODEL: 'gpt-4o-mini', OPENAI_TIMEOUT_MS: 4_000, OPENAI_MAX_RETRIES: 1 });
    expect(env.OPENAI_BASE_URL).toBeUndefined();
    const ai = createOpenAi({ ...env, OPENAI_TIMEOUT_MS: 2_000, OPENAI_MAX_RETRIES: 2 });
    expect(ai?.client.timeout).toBe(2_000);
    expect(ai?.client.maxRetries).toBe(2);
    expect(ai?.deadlineMs).toBe(8_000);
  });

  it('refuses an unbounded timeout or retry count', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadOpenAiEnv({ OPENAI_TIMEOUT_MS: '600000', OPENAI_MAX_RETRIES: '10', OPENAI_BASE_URL: 'not a url' })).toThrow('exit');
    const printed = stderr.mock.calls.map(([text]) => String(text)).join('');
    expect(printed).toMatch(/OPENAI_TIMEOUT_MS/);
    expect(printed).toMatch(/OPENAI_MAX_RETRIES/);
    expect(printed).toMatch(/OPENAI_BASE_URL/);
    exit.mockRestore();
    stderr.mockRestore();
  });
});
