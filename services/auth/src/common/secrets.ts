import { createHash, randomBytes } from 'node:crypto';

// Refresh tokens, reset tokens and recovery codes are stored only as sha256 hex digests: they are
// long random values, so a fast hash is enough and a leaked table does not leak usable tokens.
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

// 32 random bytes, base64url: what a refresh token or a reset token is.
export const randomToken = (): string => randomBytes(32).toString('base64url');
