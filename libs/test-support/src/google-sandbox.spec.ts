import { GoogleSandbox, GOOGLE_ENV, GOOGLE_SANDBOX_SEED } from './index';

describe(GoogleSandbox.name, () => {
  it('starts in-process on a free loopback port and names every Google variable the product reads', async () => {
    const sandbox = await new GoogleSandbox().start();
    try {
      const env = sandbox.env();
      expect(Object.keys(env).sort()).toEqual(Object.keys(GOOGLE_ENV).sort());
      expect(env.GOOGLE_SANDBOX_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const certs = (await (await fetch(env.GOOGLE_JWKS_URL ?? '')).json()) as { keys: { kid: string }[] };
      expect(certs.keys).toEqual([expect.objectContaining({ kid: sandbox.signingKey.kid, alg: 'RS256' })]);
      const state = (await (await fetch(`${env.GOOGLE_SANDBOX_URL}/_sandbox/state`)).json()) as { locations: { id: string; totalReviewCount: number }[] };
      expect(state.locations.find((location) => location.id === GOOGLE_SANDBOX_SEED.locations.cornerBean)?.totalReviewCount).toBeGreaterThanOrEqual(60);
    } finally {
      await sandbox.stop();
    }
  });
});
