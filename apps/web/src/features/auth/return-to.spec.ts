import { loginPathFor, safeReturnTo } from './return-to';

describe(safeReturnTo.name, () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnTo('/settings')).toBe('/settings');
    expect(safeReturnTo('/reviews?page=2#latest')).toBe('/reviews?page=2#latest');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a relative path', 'dashboard'],
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['a protocol-relative URL', '//evil.example/dashboard'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/foo\\bar'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab inside the slashes', '/\t/evil.example'],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe(loginPathFor.name, () => {
  it('encodes the path to come back to', () => {
    expect(loginPathFor('/reviews?page=2')).toBe('/login?returnTo=%2Freviews%3Fpage%3D2');
  });
});
