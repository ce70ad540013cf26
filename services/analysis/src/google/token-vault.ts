import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { env } from '../config/env';

const PREFIX = 'v1:';
// Used only outside production when GOOGLE_TOKEN_ENCRYPTION_KEY is unset (the service refuses to
// start in production without one): development tokens are sealed all the same.
const DEVELOPMENT_KEY = 'nearbly-development-google-token-encryption-key';

// The owners' Google refresh tokens at rest (docs/architecture.md "Outside services"): AES-256-GCM
// under a key from the environment, so a copy of the database alone gives no access to anyone's
// Business Profile. Stored form: v1:<iv>.<tag>.<ciphertext>, base64url. Nothing here logs a value.
@Injectable()
export class GoogleTokenVault {
  private readonly key: Buffer;

  constructor() {
    const configured = env.GOOGLE_TOKEN_ENCRYPTION_KEY;
    if (!configured && env.NODE_ENV === 'production') throw new Error('GOOGLE_TOKEN_ENCRYPTION_KEY is required in production (32 characters or more)');
    if (!configured) new Logger(GoogleTokenVault.name).warn('GOOGLE_TOKEN_ENCRYPTION_KEY is not set: Google tokens are sealed with the development key');
    this.key = createHash('sha256')
      .update(configured ?? DEVELOPMENT_KEY, 'utf8')
      .digest();
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${PREFIX}${[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.')}`;
  }

  // Throws when the value was sealed under another key, altered, or never sealed.
  open(stored: string): string {
    if (!GoogleTokenVault.isSealed(stored)) throw new Error('Not a sealed token');
    const [iv, tag, ciphertext] = stored
      .slice(PREFIX.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !ciphertext) throw new Error('Malformed sealed token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  }
}
