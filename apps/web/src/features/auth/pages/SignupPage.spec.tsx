import { ZSignup } from '@app/contracts';
import { fireEvent, screen, within } from '@testing-library/react';

import { AUTH_TOKEN_KEY } from '@/app/auth-token';
import { callsTo, mockApi } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { sampleUser } from '@/test-utils/fixtures';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { SignupPage } from './SignupPage';

const routes = [
  { path: '/signup', Component: SignupPage },
  { path: '/onboarding', element: <h1>Onboarding</h1> },
];

async function fillForm() {
  const form = await screen.findByRole('form', { name: 'Create your account' });
  const type = (label: RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type(/First name/, 'Maria');
  type(/Last name/, 'Lopez');
  type(/Email/, 'maria@cornercoffee.com');
  type(/Password/, 'Correct-horse-42!');
  type(/Business name/, 'Corner Coffee Co.');
  type(/Business type/, 'cafe');
  type(/Business address/, '100 Congress Ave, Austin, TX');
  return form;
}

describe(SignupPage.name, () => {
  afterEach(() => window.localStorage.clear());

  it('shows the password hint and the three business types', async () => {
    mockApi({});
    renderRoutes(routes, '/signup');
    expect(
      await screen.findByText(
        'Minimum 12 characters with upper, lower, number and symbol. Do not use your email.',
      ),
    ).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>(/Business type/);
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Select your business type',
      'Coffee Shop/Cafe',
      'Boutique/Retail',
      'Gym/Fitness',
    ]);
  });

  it('creates the account, stores the session and goes to onboarding', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/signup': jsonResponse(201, { token: 'token-1', user: sampleUser }),
    });
    const { router } = renderRoutes(routes, '/signup');
    const form = await fillForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account' }));

    await screen.findByRole('heading', { name: 'Onboarding' });
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
    expect(await callsTo(fetchMock, 'POST /api/auth/signup')[0]!.json()).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@cornercoffee.com',
      password: 'Correct-horse-42!',
      businessName: 'Corner Coffee Co.',
      businessType: 'cafe',
      businessAddress: '100 Congress Ave, Austin, TX',
    });
  });

  it("shows, on each field, the first message of the contract's schema and calls no server", async () => {
    const fetchMock = mockApi({});
    renderRoutes(routes, '/signup');
    const form = await screen.findByRole('form', { name: 'Create your account' });
    const input = { firstName: 'Maria', email: 'maria@', password: 'short' };
    fireEvent.change(within(form).getByLabelText(/First name/), {
      target: { value: input.firstName },
    });
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: input.email } });
    fireEvent.change(within(form).getByLabelText(/^Password/), {
      target: { value: input.password },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account' }));

    const { error } = ZSignup.safeParse({
      ...input,
      lastName: '',
      businessName: '',
      businessAddress: '',
    });
    const expected = new Map<string, string>();
    for (const issue of error?.issues ?? []) {
      const path = issue.path.join('.');
      if (!expected.has(path)) expected.set(path, issue.message);
    }
    expect([...expected.keys()].sort()).toEqual([
      'businessAddress',
      'businessName',
      'businessType',
      'email',
      'lastName',
    ]);
    const labels: Record<string, RegExp> = {
      lastName: /Last name/,
      email: /Email/,
      businessName: /Business name/,
      businessType: /Business type/,
      businessAddress: /Business address/,
    };
    for (const [path, message] of expected) {
      const control = await within(form).findByLabelText(labels[path]!);
      await screen.findByText(message);
      await expectFieldError(control, message);
    }
    expect(within(form).getByLabelText(/First name/).getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the server's validation details under its message", async () => {
    mockApi({
      'POST /api/auth/signup': jsonResponse(400, {
        error: 'Validation error',
        details: [
          { path: 'password', message: 'Password must contain a symbol' },
          { path: 'password', message: 'Password must not contain your email address' },
        ],
      }),
    });
    renderRoutes(routes, '/signup');
    const form = await fillForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Validation error')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Password must contain a symbol', 'Password must not contain your email address']);
  });
});
