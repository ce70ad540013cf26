import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { env } from '../config/env';

// A browser the owner has signed in from: an HttpOnly cookie, signed by the BFF, naming the
// account (as a keyed hash, not the email) and a random device id. Sign-in from a recognised
// device skips the per-account slow-down that failures from other addresses cause.
export const DEVICE_COOKIE = 'nearbly_device';
const COOKIE_PATH = '/api/auth';
const MAX_AGE_MS = 180 * 86_400_000;

export type TRecognisedDevice = { id: string };

@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor() {
    // Production requires the key (config/env.ts); elsewhere devices are remembered until restart.
    if (env.DEVICE_COOKIE_SECRET) this.key = Buffer.from(env.DEVICE_COOKIE_SECRET);
    else {
      this.key = randomBytes(32);
      new Logger(DeviceCookies.name).log('DEVICE_COOKIE_SECRET is not set: recognised devices are forgotten when the BFF restarts');
    }
  }

  issue(response: Response, email: string, now = Date.now()): void {
    const body = `${this.accountTag(email)}.${randomBytes(16).toString('base64url')}.${now.toString(36)}`;
    response.cookie(DEVICE_COOKIE, `${body}.${this.mac(body)}`, {
      httpOnly: true,
      secure: env.COOKIE_SECURE,
      sameSite: 'strict',
      path: COOKIE_PATH,
      expires: new Date(now + MAX_AGE_MS),
    });
  }

  // The device when the request carries a valid, unexpired cookie issued for this email.
  recognise(request: Request, email: string, now = Date.now()): TRecognisedDevice | undefined {
    const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
    if (typeof value !== 'string' || value.length > 200) return undefined;
    const [tag, id, issued, mac] = value.split('.');
    if (!tag || !id || !issued || !mac) return undefined;
    const expected = Buffer.from(this.mac(`${tag}.${id}.${issued}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (tag !== this.accountTag(email) || now - parseInt(issued, 36) > MAX_AGE_MS) return undefined;
    return { id };
  }

  private accountTag(email: string): string {
    return createHmac('sha256', this.key).update(`account:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(`device:${body}`).digest('base64url');
  }
}
