import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

// The token of a link in an email that does one harmless thing, such as RFC 8058's one-click
// unsubscribe: base64url JSON claims, a dot, and their HMAC-SHA256 under a key derived (HKDF-SHA256,
// with the caller's salt and label) from a secret only the signing service holds. It cannot be made
// without that secret, and it does not expire, so a link in an old email keeps working.
export class SignedLinkTokens<TClaims extends z.ZodType> {
  private readonly key: Buffer;

  constructor(secret: string, salt: string, label: string, private readonly claims: TClaims) {
    this.key = Buffer.from(hkdfSync('sha256', secret, salt, label, 32));
  }

  sign(claims: z.input<TClaims>): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  // Null for anything not signed by this key as it is (a changed byte, claims the schema refuses).
  verify(token: string): z.output<TClaims> | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed = this.claims.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body, 'utf8').digest();
  }
}
