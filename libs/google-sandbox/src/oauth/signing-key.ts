import { createHash } from 'node:crypto';
import { exportJWK, exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

// Google's ID tokens (sign-in and Pub/Sub push) say they come from this issuer; verifiers
// (google-auth-library's OAuth2Client) accept it by default.
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export type TSigningKey = { kid: string; privateJwk: JWK };
type TKey = Awaited<ReturnType<typeof importJWK>>;

// The RS256 key the sandbox signs ID tokens with. Its public half is published at the certs
// URLs (PEM and JWKS) so verifiers configured with those URLs accept the sandbox's tokens.
export class SandboxSigner {
  private constructor(
    readonly kid: string,
    private readonly privateKey: TKey,
    readonly publicJwk: JWK,
    readonly publicPem: string,
    readonly exported: TSigningKey,
  ) {}

  static async create(existing?: TSigningKey): Promise<SandboxSigner> {
    const privateJwk = existing?.privateJwk ?? (await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey));
    const privateKey = await importJWK(privateJwk, 'RS256');
    const { n, e } = privateJwk;
    const kid = existing?.kid ?? createHash('sha256').update(`${n}.${e}`).digest('hex').slice(0, 40);
    const publicJwk: JWK = { kty: 'RSA', n, e, alg: 'RS256', use: 'sig', kid };
    const publicKey = await importJWK(publicJwk, 'RS256', { extractable: true });
    if (publicKey instanceof Uint8Array) throw new Error('an RSA key was expected');
    return new SandboxSigner(kid, privateKey, publicJwk, await exportSPKI(publicKey), { kid, privateJwk });
  }

  // An ID token: `claims` plus iss, iat and exp (one hour, as Google's).
  sign(claims: Record<string, unknown>, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setIssuer(GOOGLE_ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(this.privateKey);
  }
}
