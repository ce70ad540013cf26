import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

// Trust between processes: a request on Kafka names the user and business it acts for (`userId`,
// `businessId` in its payload). A service believes those only when the message carries an
// assertion, a short-lived JWT (EdDSA) over exactly those ids and the topic, signed by a trusted
// process (the BFF, or a service calling another) with its own key. Anyone else who can write to a
// request topic cannot act as another user.
//
// Keys travel as base64 DER: RPC_SIGNING_KEY is this process's Ed25519 private key (PKCS#8),
// RPC_TRUSTED_KEYS lists `principal:publicKey(SPKI)` pairs, comma-separated.

export const ASSERTION_HEADER = 'nearbly-assertion';
const ASSERTION_TTL_SECONDS = 60;
const ALG = 'EdDSA';

export type TIdentity = { userId?: string; businessId?: string };
export type TAssertionSigner = { principal: string; key: KeyObject };
export type TTrustedKeys = ReadonlyMap<string, KeyObject>;

const ZClaims = z.object({ uid: z.string().optional(), bid: z.string().optional() });

// The ids a payload acts for: its top-level string `userId` (else its `actor.userId`, as the auth
// service's requests name the signed-in user) and `businessId`.
export const identityOf = (data: unknown): TIdentity => {
  if (typeof data !== 'object' || data === null) return {};
  const { businessId, actor } = data as Record<string, unknown>;
  const userId =
    (data as Record<string, unknown>).userId ??
    (typeof actor === 'object' && actor !== null ? (actor as Record<string, unknown>).userId : undefined);
  return {
    ...(typeof userId === 'string' ? { userId } : {}),
    ...(typeof businessId === 'string' ? { businessId } : {}),
  };
};

export const actsForSomeone = (identity: TIdentity): boolean =>
  identity.userId !== undefined || identity.businessId !== undefined;

export const signAssertion = (
  signer: TAssertionSigner,
  topic: string,
  identity: TIdentity,
): Promise<string> =>
  new SignJWT({ uid: identity.userId, bid: identity.businessId })
    .setProtectedHeader({ alg: ALG })
    .setIssuer(signer.principal)
    .setAudience(topic)
    .setIssuedAt()
    .setExpirationTime(`${ASSERTION_TTL_SECONDS}s`)
    .sign(signer.key);

export type TAssertionCheck = { ok: true; principal: string } | { ok: false; reason: string };

// What a verified assertion said. Callers reuse an assertion for the same topic and ids for a
// while (RpcClient), so the receiver keeps what it verified until the token expires: the same
// bytes were signed by the same key, and only the comparison with the request is left to do.
type TVerified = { principal: string; key: KeyObject; audience: string; uid: string | undefined; bid: string | undefined; expiresAt: number };
const VERIFIED_MAX = 10_000;
const verified = new Map<string, TVerified>();

const matches = (entry: TVerified, topic: string, identity: TIdentity): TAssertionCheck => {
  if (entry.audience !== topic) return { ok: false, reason: 'assertion for another topic' };
  if (identity.userId !== undefined && entry.uid !== identity.userId) return { ok: false, reason: 'user differs from the assertion' };
  if (identity.businessId !== undefined && entry.bid !== identity.businessId) return { ok: false, reason: 'business differs from the assertion' };
  return { ok: true, principal: entry.principal };
};

// Valid when a trusted principal signed it for this topic, it has not expired, and it names the
// same user and business as the payload (an id the payload has must be the one asserted).
export const checkAssertion = async (
  token: string | undefined,
  trusted: TTrustedKeys,
  topic: string,
  identity: TIdentity,
): Promise<TAssertionCheck> => {
  if (!token) return { ok: false, reason: 'no assertion' };
  const known = verified.get(token);
  // Only while the key that verified it is still the one trusted for its principal.
  if (known && known.expiresAt > Date.now() && trusted.get(known.principal) === known.key) return matches(known, topic, identity);
  let principal: string | undefined;
  try {
    const [, payloadPart = ''] = token.split('.');
    principal = z
      .object({ iss: z.string() })
      .parse(JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'))).iss;
  } catch {
    return { ok: false, reason: 'malformed assertion' };
  }
  const key = trusted.get(principal);
  if (!key) return { ok: false, reason: `untrusted principal ${principal}` };
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      issuer: principal,
      audience: topic,
    });
    const claims = ZClaims.parse(payload);
    const entry: TVerified = { principal, key, audience: topic, uid: claims.uid, bid: claims.bid, expiresAt: (payload.exp ?? 0) * 1000 };
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, entry);
    return matches(entry, topic, identity);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'invalid assertion' };
  }
};

const der = (value: string): Buffer => Buffer.from(value.trim(), 'base64');

export const parseSigningKey = (principal: string, value: string): TAssertionSigner => ({
  principal,
  key: createPrivateKey({ key: der(value), format: 'der', type: 'pkcs8' }),
});

export const parseTrustedKeys = (value: string): TTrustedKeys =>
  new Map(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const at = entry.indexOf(':');
        if (at <= 0) throw new Error('RPC_TRUSTED_KEYS: each entry is principal:base64-spki');
        return [
          entry.slice(0, at),
          createPublicKey({ key: der(entry.slice(at + 1)), format: 'der', type: 'spki' }),
        ] as const;
      }),
  );

// A fresh key pair as the two variables' values (tests, `npm start`, k8s/overlays/dev/create-secrets.sh
// does the same with openssl).
export const generateRpcKeyPair = (): { privateKey: string; publicKey: string } => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
};

// One key pair shared by every process of a local system or test run, in the environment the
// processes inherit (each principal trusted with the same public key). Leaves set values alone.
export const ensureLocalRpcKeys = (
  principals: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): void => {
  if (env.RPC_SIGNING_KEY && env.RPC_TRUSTED_KEYS) return;
  const { privateKey, publicKey } = generateRpcKeyPair();
  env.RPC_SIGNING_KEY = privateKey;
  env.RPC_TRUSTED_KEYS = principals.map((principal) => `${principal}:${publicKey}`).join(',');
};
