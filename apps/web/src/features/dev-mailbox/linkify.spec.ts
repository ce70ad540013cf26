import { linkify } from './linkify';

describe(linkify.name, () => {
  it('splits the text into plain runs and links, leaving sentence punctuation out', () => {
    expect(
      linkify('Reset it here: http://localhost:5173/reset-password?token=abc. Thanks!'),
    ).toEqual([
      { kind: 'text', text: 'Reset it here: ' },
      { kind: 'link', href: 'http://localhost:5173/reset-password?token=abc' },
      { kind: 'text', text: '. Thanks!' },
    ]);
  });

  it('keeps text without links as it is', () => {
    expect(linkify('Welcome to Nearbly')).toEqual([{ kind: 'text', text: 'Welcome to Nearbly' }]);
  });
});
