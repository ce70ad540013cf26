import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { ZAccessClaims, type TAccessClaims } from '@app/contracts';

// Access tokens are compact JWTs signed with Ed25519 (alg EdDSA). node:crypto signs and verifies
// Ed25519 natively; the JWT framing is a few lines, so no JWT library is needed.

const HEADER_ALG = 'EdDSA';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export type TSigningKey = { kid: string; privateKeyPem: string; publicKeyPem: string };

export const generateSigningKey = (kid: string): TSigningKey => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    kid,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

export const signAccessToken = (claims: Omit<TAccessClaims, 'iat' | 'exp'>, key: TSigningKey, ttlSeconds: number, now = Date.now()): string => {
  const iat = Math.floor(now / 1000);
  const header = encode({ alg: HEADER_ALG, typ: 'JWT', kid: key.kid });
  const payload = encode({ ...claims, iat, exp: iat + ttlSeconds });
  const signature = sign(null, Buffer.from(`${header}.${payload}`), createPrivateKey(key.privateKeyPem));
  return `${header}.${payload}.${signature.toString('base64url')}`;
};

export type TVerifyResult = { ok: true; claims: TAccessClaims } | { ok: false; reason: 'malformed' | 'unknown_key' | 'bad_signature' | 'expired' };

const parseJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

// Verifies signature and expiry with the public key named by the token's kid.
export const verifyAccessToken = (token: string, publicKeys: ReadonlyMap<string, KeyObject>, now = Date.now()): TVerifyResult => {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return { ok: false, reason: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = parseJson(headerPart) as { alg?: unknown; kid?: unknown } | undefined;
  if (!header || header.alg !== HEADER_ALG || typeof header.kid !== 'string') return { ok: false, reason: 'malformed' };
  const key = publicKeys.get(header.kid);
  if (!key) return { ok: false, reason: 'unknown_key' };
  const valid = verify(null, Buffer.from(`${headerPart}.${payloadPart}`), key, Buffer.from(signaturePart, 'base64url'));
  if (!valid) return { ok: false, reason: 'bad_signature' };
  const claims = ZAccessClaims.safeParse(parseJson(payloadPart));
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (claims.data.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.data };
};

export const publicKeyObject = (pem: string): KeyObject => createPublicKey(pem);
