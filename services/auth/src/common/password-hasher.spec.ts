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
    // The work each answer costs, as CPU time of this process (argon2 runs on libuv's threadpool,
    // which process.cpuUsage counts): wall time would also count whatever else the machine runs.
    const cpuMs = async (check: () => Promise<boolean>) => {
      const begin = process.cpuUsage();
      expect(await check()).toBe(false);
      const { user, system } = process.cpuUsage(begin);
      return (user + system) / 1000;
    };
    const wrongPassword: number[] = [];
    const noAccount: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      wrongPassword.push(await cpuMs(() => hasher.matches(stored, 'Wrong-Horse-9')));
      noAccount.push(await cpuMs(() => hasher.matches(null, 'Wrong-Horse-9')));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0;
    expect(median(noAccount)).toBeGreaterThan(median(wrongPassword) * 0.5);
  });

  it('answers false for a corrupt stored hash instead of throwing', async () => {
    expect(await hasher.matches('not-a-hash', 'Whatever-123!')).toBe(false);
  });
});
