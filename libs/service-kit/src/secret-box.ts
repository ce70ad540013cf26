import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'v1:';

// Secrets a service must read back (two-factor secrets, Google refresh tokens) are stored sealed
// with AES-256-GCM under a key from the environment, so a copy of the database alone gives none
// of them away. Stored form: v1:<iv>.<tag>.<ciphertext>, base64url. The key is SHA-256 of the
// configured key material, so any string of 32+ characters will do.
export class AesGcmSecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = createHash('sha256').update(keyMaterial, 'utf8').digest();
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

  // Throws when the value is not sealed, was sealed under another key, or was altered.
  open(stored: string): string {
    if (!AesGcmSecretBox.isSealed(stored)) throw new Error('Not a sealed secret');
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
