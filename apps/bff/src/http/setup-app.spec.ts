import { apiDocsServed, inspectJson, MAX_JSON_DEPTH } from './setup-app';

const nested = (depth: number): unknown => (depth <= 1 ? {} : { a: nested(depth - 1) });

describe('request body inspection', () => {
  it('accepts bodies up to the depth limit and refuses deeper ones', () => {
    expect(inspectJson(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(inspectJson(nested(MAX_JSON_DEPTH + 1))).toBe('too_deep');
    expect(inspectJson(JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`))).toBe('too_deep');
  });

  it('refuses a NUL character in any value or key, however deep', () => {
    expect(inspectJson({ profile: { firstName: 'Ann\u0000' } })).toBe('nul_character');
    expect(inspectJson({ list: ['ok', 'bad\u0000'] })).toBe('nul_character');
    expect(inspectJson(JSON.parse('{"a\\u0000b": 1}'))).toBe('nul_character');
  });

  it('lets ordinary and wide bodies through', () => {
    expect(inspectJson({ name: 'Café ☕ <b>', n: 1, ok: true, none: null })).toBeUndefined();
    expect(inspectJson(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])))).toBeUndefined();
  });
});

describe('the OpenAPI UI switch', () => {
  it('is on outside production, off in production unless API_DOCS=on', () => {
    expect(apiDocsServed({ NODE_ENV: 'development', API_DOCS: undefined })).toBe(true);
    expect(apiDocsServed({ NODE_ENV: 'production', API_DOCS: undefined })).toBe(false);
    expect(apiDocsServed({ NODE_ENV: 'production', API_DOCS: 'on' })).toBe(true);
    expect(apiDocsServed({ NODE_ENV: 'test', API_DOCS: 'off' })).toBe(false);
  });
});
