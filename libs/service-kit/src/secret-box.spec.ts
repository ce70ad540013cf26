import { AesGcmSecretBox } from './secret-box';

describe(AesGcmSecretBox.name, () => {
  const box = new AesGcmSecretBox('a-key-of-at-least-thirty-two-characters');

  it('seals a secret so that the stored form does not contain it, and opens it back', () => {
    const sealed = box.seal('1//refresh-token-value');
    expect(sealed).toMatch(/^v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token-value');
    expect(box.seal('1//refresh-token-value')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('1//refresh-token-value');
  });

  it('refuses a value sealed under another key, altered, or never sealed', () => {
    const sealed = box.seal('secret');
    expect(() => new AesGcmSecretBox('another-key-of-at-least-thirty-two-chars').open(sealed)).toThrow();
    expect(() => box.open(`${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`)).toThrow();
    expect(() => box.open('secret')).toThrow('Not a sealed secret');
  });
});
