import { PasswordHasher } from './password-hasher';

describe(PasswordHasher.name, () => {
  const hasher = new PasswordHasher();

  it('stores argon2id hashes that verify only the right password', async () => {
    const stored = await hasher.hash('Correct-Horse-9');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('Correct-Horse-9');
    expect(await hasher.matches(stored, 'Correct-Horse-9')).toBe(true);
    expect(await hasher.matches(stored, 'correct-horse-9')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Same-Password-1')).not.toBe(await hasher.hash('Same-Password-1'));
  });

  it('takes as long to say no without a hash as with a wrong password (no enumeration by timing)', async () => {
    const stored = await hasher.hash('Correct-Horse-9');
    await hasher.matches(null, 'warm-up');
    const median = async (check: () => Promise<boolean>) => {
      const durations: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const begin = performance.now();
        expect(await check()).toBe(false);
        durations.push(performance.now() - begin);
      }
      return durations.sort((a, b) => a - b)[2] ?? 0;
    };
    const wrongPassword = await median(() => hasher.matches(stored, 'Wrong-Horse-9'));
    const noAccount = await median(() => hasher.matches(null, 'Wrong-Horse-9'));
    expect(noAccount).toBeGreaterThan(wrongPassword * 0.5);
  });

  it('answers false for a corrupt stored hash instead of throwing', async () => {
    expect(await hasher.matches('not-a-hash', 'Whatever-123!')).toBe(false);
  });
});
