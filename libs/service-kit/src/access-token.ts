import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import { ZAccessClaims, type TAccessClaims } from '@app/contracts';

// Access tokens are compact JWTs signed with Ed25519 (alg EdDSA) by the auth service and verified
// by the BFF, both with `jose`. A token names its signing key in the header (`kid`); the verifier
// holds every public key still valid, so tokens of the previous key keep working during a
// rotation. Signing adds `iss` (ACCESS_TOKEN_ISSUER), `aud` (ACCESS_TOKEN_AUDIENCE) and
// `nbf` = `iat`; verification requires that issuer and audience and allows
// ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS of clock skew on `nbf` and `exp`.

const ALG = 'EdDSA';
export const ACCESS_TOKEN_ISSUER = 'nearbly-auth';
export const ACCESS_TOKEN_AUDIENCE = 'nearbly-bff';
export const ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS = 5;
// Longer input is refused before any parsing (a real token is about 400 characters).
const MAX_TOKEN_LENGTH = 4096;

export type TSigningKey = { kid: string; privateKeyPem: string; publicKeyPem: string };

export const generateSigningKey = (kid: string): TSigningKey => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    kid,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

export const signAccessToken = (
  claims: Omit<TAccessClaims, 'iat' | 'exp'>,
  key: TSigningKey,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> => {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ sub: claims.sub, sid: claims.sid, bid: claims.bid })
    .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: key.kid })
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(createPrivateKey(key.privateKeyPem));
};

export type TVerifyFailure =
  'malformed' | 'unknown_key' | 'bad_signature' | 'expired' | 'invalid_claims';
export type TVerifyResult =
  { ok: true; claims: TAccessClaims } | { ok: false; reason: TVerifyFailure };

const failureOf = (error: unknown): TVerifyFailure => {
  if (error instanceof errors.JWKSNoMatchingKey) return 'unknown_key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad_signature';
  if (error instanceof errors.JWTExpired) return 'expired';
  // Wrong iss or aud, a missing one, or nbf still ahead beyond the tolerance.
  if (error instanceof errors.JWTClaimValidationFailed) return 'invalid_claims';
  return 'malformed';
};

// Verifies signature, issuer, audience, nbf and exp with the public key named by the token's kid,
// then returns the claims the callers use (sub, sid, bid, iat, exp).
export const verifyAccessToken = async (
  token: string,
  publicKeys: ReadonlyMap<string, KeyObject>,
  now = Date.now(),
): Promise<TVerifyResult> => {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const keyOfKid: JWTVerifyGetKey = ({ kid }) => {
    if (typeof kid !== 'string') throw new errors.JWSInvalid('JWS "kid" Header Parameter missing');
    const key = publicKeys.get(kid);
    if (!key) throw new errors.JWKSNoMatchingKey(`No public key for kid ${kid}`);
    return key;
  };
  try {
    const { payload } = await jwtVerify(token, keyOfKid, {
      algorithms: [ALG],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      clockTolerance: ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS,
      currentDate: new Date(now),
    });
    const claims = ZAccessClaims.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'malformed' };
    return { ok: true, claims: claims.data };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
};

export const publicKeyObject = (pem: string): KeyObject => createPublicKey(pem);
