import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { jsonResponse, renderWithProviders } from '@/test-utils/render';

import { NEWSLETTER_MESSAGES, NewsletterSignup } from './NewsletterSignup';

type FetchMock = jest.Mock<Promise<Response>, [Request]>;

function mockFetch(): FetchMock {
  const fetchMock: FetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const emailInput = () => screen.getByLabelText<HTMLInputElement>('Email address');
const submit = () => fireEvent.click(screen.getByRole('button', { name: /subscrib/i }));

function typeEmail(value: string) {
  fireEvent.change(emailInput(), { target: { value } });
}

describe(NewsletterSignup.name, () => {
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  it('asks for an address and calls no server when the field is blank', () => {
    const fetchMock = mockFetch();
    renderWithProviders(<NewsletterSignup />);

    expect(emailInput().type).toBe('email');
    typeEmail('   ');
    submit();

    expect(screen.getByRole('alert').textContent).toBe(NEWSLETTER_MESSAGES.emailRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, shows the busy button meanwhile, then thanks and clears the field', async () => {
    const fetchMock = mockFetch();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<NewsletterSignup />);

    typeEmail(' owner@cornercoffee.com ');
    submit();

    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/newsletter/subscribe');
    expect(request.headers.get('cache-control')).toBe('no-cache');
    expect(request.headers.get('authorization')).toBeNull();
    expect(await request.json()).toEqual({
      email: 'owner@cornercoffee.com',
      businessType: 'local-business',
    });

    answer(jsonResponse(200, { success: true, alreadySubscribed: false }));

    expect((await screen.findByRole('status')).textContent).toBe(NEWSLETTER_MESSAGES.success);
    expect(emailInput().value).toBe('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', false);
  });

  it('apologises when the server refuses the address', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(400, {
        error: 'Validation error',
        details: [{ path: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    renderWithProviders(<NewsletterSignup />);

    typeEmail('not-an-email');
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_MESSAGES.failure);
    expect(emailInput().value).toBe('not-an-email');
  });

  it('sends the stored session token as a bearer token', async () => {
    window.localStorage.setItem('auth_token', 'token-123');
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, alreadySubscribed: true }));
    renderWithProviders(<NewsletterSignup />);

    typeEmail('owner@cornercoffee.com');
    submit();

    await screen.findByRole('status');
    expect(fetchMock.mock.calls[0]![0].headers.get('authorization')).toBe('Bearer token-123');
  });

  it('retries a network failure twice, after 1 s and then 2 s', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, alreadySubscribed: false }));
    renderWithProviders(<NewsletterSignup />);

    typeEmail('owner@cornercoffee.com');
    submit();
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_MESSAGES.success),
    );
  });

  it('gives up after three failed attempts and shows the failure', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<NewsletterSignup />);

    typeEmail('owner@cornercoffee.com');
    submit();
    await act(() => jest.advanceTimersByTimeAsync(10_000));

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert').textContent).toBe(NEWSLETTER_MESSAGES.failure);
  });

  it('does not thank the visitor when the answer cannot be processed', async () => {
    const answers = [
      new Response('<!doctype html><title>Nearbly</title>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
      new Response('{"success": tr', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const answer of answers) {
      mockFetch().mockResolvedValue(answer);
      const { unmount } = renderWithProviders(<NewsletterSignup />);

      typeEmail('owner@cornercoffee.com');
      submit();

      expect((await screen.findByRole('alert')).textContent).toBe(
        `${NEWSLETTER_MESSAGES.failure} Failed to process server response.`,
      );
      expect(screen.queryByRole('status')).toBeNull();
      unmount();
    }
  });
});
