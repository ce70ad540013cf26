import type { Request, Response } from 'express';
import { DEVICE_COOKIE, DeviceCookies } from './device-cookie';

// What DeviceCookies.issue sets, read back the way a browser would send it.
const issued = (devices: DeviceCookies, email: string, now = Date.now()): string => {
  let value = '';
  const response = { cookie: (_name: string, cookie: string) => (value = cookie) } as unknown as Response;
  devices.issue(response, email, now);
  return value;
};
const requestWith = (cookie: string | undefined) => ({ cookies: cookie === undefined ? {} : { [DEVICE_COOKIE]: cookie } }) as unknown as Request;

describe(DeviceCookies.name, () => {
  const devices = new DeviceCookies();

  it('recognises the device it signed, for the same account whatever the email’s case', () => {
    const cookie = issued(devices, 'ann@example.com');
    expect(devices.recognise(requestWith(cookie), ' Ann@Example.com ')).toEqual({ id: expect.stringMatching(/^[\w-]{22}$/) });
  });

  it('does not recognise it for another account, tampered with, expired, signed by another key, or missing', () => {
    const cookie = issued(devices, 'ann@example.com');
    expect(devices.recognise(requestWith(cookie), 'bob@example.com')).toBeUndefined();
    const [tag, id, at, mac] = cookie.split('.');
    expect(devices.recognise(requestWith([tag, `${id}x`, at, mac].join('.')), 'ann@example.com')).toBeUndefined();
    expect(devices.recognise(requestWith(`${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`), 'ann@example.com')).toBeUndefined();
    const old = issued(devices, 'ann@example.com', Date.now() - 181 * 86_400_000);
    expect(devices.recognise(requestWith(old), 'ann@example.com')).toBeUndefined();
    expect(new DeviceCookies().recognise(requestWith(cookie), 'ann@example.com')).toBeUndefined();
    expect(devices.recognise(requestWith(undefined), 'ann@example.com')).toBeUndefined();
    expect(devices.recognise(requestWith('not-a-cookie'), 'ann@example.com')).toBeUndefined();
  });
});
