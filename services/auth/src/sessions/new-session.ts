import { randomUUID } from 'node:crypto';
import type { TDevice } from '@app/contracts';
import { hashSecret, randomToken } from '../common/secrets';
import { describeDevice, locationOf } from './device';

// A remembered session lasts 30 days, a browser session 12 hours; refresh never extends either.
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export type TNewSession = {
  id: string;
  // Handed to the client once; only its hash is stored.
  refreshToken: string;
  refreshTokenHash: string;
  device: string;
  location: string;
  ip: string;
  rememberMe: boolean;
  expiresAt: Date;
};

export const newSession = (rememberMe: boolean, device: TDevice, now = new Date()): TNewSession => {
  const refreshToken = randomToken();
  return {
    id: randomUUID(),
    refreshToken,
    refreshTokenHash: hashSecret(refreshToken),
    device: describeDevice(device.userAgent),
    location: locationOf(device.ip),
    ip: device.ip,
    rememberMe,
    expiresAt: new Date(now.getTime() + (rememberMe ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS)),
  };
};

// The columns of a new `sessions` row (everything but the token itself).
export const sessionRow = ({ refreshToken: _token, ...row }: TNewSession) => row;
