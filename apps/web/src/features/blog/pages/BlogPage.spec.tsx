import { fireEvent, screen } from '@testing-library/react';

import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { BLOG_MESSAGES, BlogPage } from './BlogPage';

type FetchMock = jest.Mock<Promise<Response>, [Request]>;

function mockFetch(): FetchMock {
  const fetchMock: FetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const renderBlog = () => renderRoutes([{ path: '/blog', element: <BlogPage /> }], '/blog');
const notifyForm = () => screen.getByRole('form', { name: 'Notify me' });
const emailInput = () => screen.getByLabelText<HTMLInputElement>('Email address');
const submit = () => fireEvent.submit(notifyForm());

describe(BlogPage.name, () => {
  it('asks for an address and calls no server when the field is blank', () => {
    const fetchMock = mockFetch();
    renderBlog();
    submit();
    expect(screen.getByRole('alert').textContent).toBe(BLOG_MESSAGES.emailRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the address as a newsletter sign-up from the blog, then thanks and clears the field', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, alreadySubscribed: false }));
    renderBlog();
    fireEvent.change(emailInput(), { target: { value: ' reader@cornercoffee.com ' } });
    submit();

    expect((await screen.findByRole('status')).textContent).toBe(BLOG_MESSAGES.thanks);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/newsletter/subscribe');
    expect(await request.json()).toEqual({
      email: 'reader@cornercoffee.com',
      businessType: 'local-business',
      source: 'blog',
    });
    expect(emailInput().value).toBe('');
  });

  it("shows the server's refusal of the address, the failure message when the server fails, and an answer it cannot read", async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: 'Please enter a valid email address' }),
    );
    renderBlog();
    fireEvent.change(emailInput(), { target: { value: 'reader@nowhere' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid email address',
    );
    expect(emailInput().value).toBe('reader@nowhere');

    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: 'Service unavailable' }));
    submit();
    expect((await screen.findByText(BLOG_MESSAGES.failure)).getAttribute('role')).toBe('alert');

    fetchMock.mockResolvedValueOnce(
      new Response('<html>ok</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    submit();
    expect(
      await screen.findByText(`${BLOG_MESSAGES.failure} Failed to process server response.`),
    ).toBeTruthy();
  });
});
