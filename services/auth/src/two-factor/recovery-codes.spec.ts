import {
  generateRecoveryCode,
  generateRecoveryCodes,
  normaliseRecoveryCode,
} from './recovery-codes';

describe('recovery codes', () => {
  it('look like abcd-efgh-ijkl', () => {
    for (let index = 0; index < 100; index += 1)
      expect(generateRecoveryCode()).toMatch(/^[a-z]{4}-[a-z]{4}-[a-z]{4}$/);
  });

  it('come ten at a time, all different', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
  });

  it('accept what the user typed regardless of case, spaces and dashes', () => {
    expect(normaliseRecoveryCode('ABCD-efgh-ijkl')).toBe('abcd-efgh-ijkl');
    expect(normaliseRecoveryCode(' abcd efgh ijkl ')).toBe('abcd-efgh-ijkl');
    expect(normaliseRecoveryCode('abcdefghijkl')).toBe('abcd-efgh-ijkl');
  });

  it.each([['123456'], ['abcd-efgh'], ['abcd-efgh-ijk1'], ['abcd-efgh-ijkl-mnop'], ['']])(
    'refuse %j',
    (input) => {
      expect(normaliseRecoveryCode(input)).toBeUndefined();
    },
  );
});
