import { describeDevice, locationOf } from './device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPad',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera on Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
  ])('names %j', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });

  it.each([[''], ['curl/8.5.0'], ['node']])('says Unknown device for %j', (userAgent) => {
    expect(describeDevice(userAgent)).toBe('Unknown device');
  });
});

describe('locationOf', () => {
  it.each([
    ['127.0.0.1'],
    ['::1'],
    ['10.1.2.3'],
    ['172.20.0.5'],
    ['192.168.1.20'],
    ['::ffff:127.0.0.1'],
    ['fd12:3456::1'],
    ['fe80::1'],
  ])('calls %s the local network', (ip) => {
    expect(locationOf(ip)).toBe('Local network');
  });

  it.each([[''], ['8.8.8.8'], ['172.32.0.1'], ['2001:4860:4860::8888'], ['not-an-ip']])(
    'does not know where %j is',
    (ip) => {
      expect(locationOf(ip)).toBe('Unknown location');
    },
  );
});
