import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_ENV } from '@app/service-kit';
import type { TAuthEnv } from '../config/env';

const PREFIX = 'v1:';
// Used only outside production when TOTP_ENCRYPTION_KEY is unset (the service refuses to start
// in production without one): development data is encrypted all the same.
const DEVELOPMENT_KEY = 'nearbly-development-totp-encryption-key';

// Secrets the service must read back (authenticator app secrets) are stored encrypted with
// AES-256-GCM under a key from the environment, so a copy of the database alone does not give
// them away. Stored form: v1:<iv>.<tag>.<ciphertext>, base64url. A value without the prefix was
// written before encryption and is read as it is (and re-encrypted at boot, TotpSecretsAtRest).
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(@Inject(SERVICE_ENV) env: TAuthEnv) {
    // The service does not start in production without its own key (the migration Job needs none).
    if (!env.TOTP_ENCRYPTION_KEY && env.NODE_ENV === 'production')
      throw new Error('TOTP_ENCRYPTION_KEY is required in production (32 characters or more)');
    if (!env.TOTP_ENCRYPTION_KEY)
      new Logger(SecretBox.name).warn(
        'TOTP_ENCRYPTION_KEY is not set: two-factor secrets are encrypted with the development key',
      );
    this.key = createHash('sha256')
      .update(env.TOTP_ENCRYPTION_KEY ?? DEVELOPMENT_KEY, 'utf8')
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

  // Throws when the value was sealed under another key or altered.
  open(stored: string): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const [iv, tag, ciphertext] = stored
      .slice(PREFIX.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !ciphertext) throw new Error('Malformed sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  }
}
