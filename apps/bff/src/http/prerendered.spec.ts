import { prerenderedFile } from './prerendered';

describe('prerenderedFile', () => {
  it('names the prerendered page of the home page and of a one-word public path', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/blog')).toBe('blog.html');
    expect(prerenderedFile('/email-test')).toBe('email-test.html');
  });

  it('names nothing for deeper, odd or escaping paths', () => {
    expect(prerenderedFile('/auth/google/complete')).toBeUndefined();
    expect(prerenderedFile('/blog/')).toBeUndefined();
    expect(prerenderedFile('/../etc/passwd')).toBeUndefined();
    expect(prerenderedFile('/index.html')).toBeUndefined();
    expect(prerenderedFile('/Blog')).toBeUndefined();
    expect(prerenderedFile('/-x')).toBeUndefined();
  });
});
