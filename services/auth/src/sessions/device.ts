import { isIP } from 'node:net';

// What the sessions list shows for a device: "Chrome on Linux", "Safari on iPhone". A small
// parser on purpose: order matters, since Edge and Opera also say Chrome, and Chrome says Safari.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMobile\/\w+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, rules: [RegExp, string][]): string | undefined =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1];

export const describeDevice = (userAgent: string): string => {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return 'Unknown device';
};

const isPrivateV4 = (ip: string): boolean => {
  const [a = -1, b = -1] = ip.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
};

const isPrivateV6 = (ip: string): boolean => {
  const lower = ip.toLowerCase();
  if (lower === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isPrivateV4(mapped[1]);
  return /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
};

// No geo-IP database here: loopback and private addresses are the local network, the rest unknown.
export const locationOf = (ip: string): string => {
  const version = isIP(ip.trim());
  if (version === 4 && isPrivateV4(ip.trim())) return 'Local network';
  if (version === 6 && isPrivateV6(ip.trim())) return 'Local network';
  return 'Unknown location';
};
