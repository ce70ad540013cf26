import { fireEvent, screen, waitFor } from '@testing-library/react';

import { browser } from '@/app/browser';
import { renderWithProviders } from '@/test-utils/render';

import { EMAIL_TEST_MAILTO, EmailTestPage } from './EmailTestPage';

// The one URL every way opens: the address, then the subject and the first line with spaces as
// %20 and the comma percent-encoded.
const MAILTO =
  'mailto:support@nearbly.app?subject=Email%20link%20test&body=Hello%20Nearbly%20team%2C';

const afterEachCleanups: (() => void)[] = [];

// The links a click would make the browser follow: clicked, with an href, and not prevented.
function watchFollowedLinks(): string[] {
  const followed: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && !event.defaultPrevented) followed.push(link.getAttribute('href') ?? '');
  };
  window.addEventListener('click', onClick);
  afterEachCleanups.push(() => window.removeEventListener('click', onClick));
  return followed;
}

// Whether jsdom was asked to navigate: it reports a navigation to another document as not
// implemented, through console.error (once or twice, depending on the jsdom version).
function watchJsdomNavigation(): () => boolean {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return () =>
    consoleError.mock.calls.some(([error]) =>
      // The error comes from jsdom's own realm: not an instance of the window's Error.
      /^(Error: )?Not implemented: navigation/.test(String(error)),
    );
}

describe(EmailTestPage.name, () => {
  afterEach(() => {
    for (const cleanup of afterEachCleanups.splice(0)) cleanup();
    jest.restoreAllMocks();
  });

  it('builds one mailto URL with the subject and the first line encoded', () => {
    expect(EMAIL_TEST_MAILTO).toBe(MAILTO);
  });

  it('1: a plain link to the mailto URL that the browser follows', async () => {
    const navigated = watchJsdomNavigation();
    const followed = watchFollowedLinks();
    renderWithProviders(<EmailTestPage />);

    const link = screen.getByRole('link', { name: 'Email support@nearbly.app' });
    expect(link.getAttribute('href')).toBe(MAILTO);
    expect(navigated()).toBe(false);
    fireEvent.click(link);

    expect(followed).toEqual([MAILTO]);
    await waitFor(() => expect(navigated()).toBe(true));
  });

  it('2: sends the tab to the mailto URL', () => {
    const navigated = watchJsdomNavigation();
    const assign = jest.spyOn(browser, 'assign');
    renderWithProviders(<EmailTestPage />);
    expect(navigated()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Open my email app' }));

    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(MAILTO);
    expect(navigated()).toBe(true);
  });

  it('3: opens the mailto URL with window.open', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<EmailTestPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Open as a window' }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(MAILTO, '_self');
  });

  it('4: clicks a link to the mailto URL made in the document, and removes it', async () => {
    const navigated = watchJsdomNavigation();
    const followed = watchFollowedLinks();
    renderWithProviders(<EmailTestPage />);
    const linksBefore = document.querySelectorAll('a').length;
    expect(navigated()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Click a link for me' }));

    expect(followed).toEqual([MAILTO]);
    expect(document.querySelectorAll('a')).toHaveLength(linksBefore);
    await waitFor(() => expect(navigated()).toBe(true));
  });

  it('copies the address as a tip apart from the four ways', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    afterEachCleanups.push(() => Reflect.deleteProperty(navigator, 'clipboard'));
    renderWithProviders(<EmailTestPage />);

    expect(screen.getAllByRole('heading', { level: 2, name: /^\d\. / })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Copy support@nearbly.app' }));

    expect(writeText).toHaveBeenCalledWith('support@nearbly.app');
    expect((await screen.findByText('Copied! Paste it into your email app.')).tagName).toBe('P');
  });
});
