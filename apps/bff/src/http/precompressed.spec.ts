import { preferredEncoding } from './precompressed';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, as browsers announce them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('sends the plain file when nothing usable is accepted', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0.0')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });
});
