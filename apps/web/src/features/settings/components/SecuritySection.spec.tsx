import { ZPasswordChange } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { sampleUser } from '@/test-utils/fixtures';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { SecuritySection } from './SecuritySection';

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });
const codeForm = () => screen.getByRole('form', { name: 'Two-factor code' });

function typePasswords(current: string, next: string, confirmation: string) {
  const form = passwordForm();
  fireEvent.change(within(form).getByLabelText('Current password'), {
    target: { value: current },
  });
  fireEvent.change(within(form).getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(within(form).getByLabelText('Confirm new password'), {
    target: { value: confirmation },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
}

describe(SecuritySection.name, () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  describe('password change', () => {
    it('checks the length and the confirmation before calling the server', async () => {
      const { fetchMock } = renderSignedIn(<SecuritySection />);
      await screen.findByRole('form', { name: 'Change password' });

      typePasswords('old-password', 'short', 'short');
      expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();

      typePasswords('old-password', 'long-enough-1', 'long-enough-2');
      expect(await screen.findByText('Passwords do not match')).toBeTruthy();
      expect(callsTo(fetchMock, 'POST /api/auth/change-password')).toHaveLength(0);
    });

    it("shows beside each field the contract's message for the same input", async () => {
      const { fetchMock } = renderSignedIn(<SecuritySection />);
      await screen.findByRole('form', { name: 'Change password' });
      const input = { currentPassword: '', newPassword: 'short', confirmPassword: 'other' };
      typePasswords(input.currentPassword, input.newPassword, input.confirmPassword);

      const issues = ZPasswordChange.safeParse(input).error?.issues ?? [];
      expect(issues.map((issue) => issue.path.join('.'))).toEqual([
        'currentPassword',
        'newPassword',
        'confirmPassword',
      ]);
      const labels: Record<string, string> = {
        currentPassword: 'Current password',
        newPassword: 'New password',
        confirmPassword: 'Confirm new password',
      };
      for (const issue of issues) {
        await screen.findByText(issue.message);
        const control = within(passwordForm()).getByLabelText(labels[issue.path.join('.')]!);
        await expectFieldError(control, issue.message);
      }
      expect(callsTo(fetchMock, 'POST /api/auth/change-password')).toHaveLength(0);
    });

    it("shows the server's reason beside its field", async () => {
      renderSignedIn(<SecuritySection />, {
        handlers: {
          'POST /api/auth/change-password': jsonResponse(400, {
            error: 'Validation error',
            details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
          }),
        },
      });
      await screen.findByRole('form', { name: 'Change password' });
      typePasswords('wrong-password', 'long-enough-1', 'long-enough-1');
      expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    });

    it('changes the password and says so', async () => {
      const { fetchMock } = renderSignedIn(<SecuritySection />, {
        handlers: { 'POST /api/auth/change-password': jsonResponse(200, { success: true }) },
      });
      await screen.findByRole('form', { name: 'Change password' });
      typePasswords('old-password', 'long-enough-1', 'long-enough-1');

      await waitFor(() =>
        expect(callsTo(fetchMock, 'POST /api/auth/change-password')).toHaveLength(1),
      );
      expect(await callsTo(fetchMock, 'POST /api/auth/change-password')[0]!.json()).toEqual({
        currentPassword: 'old-password',
        newPassword: 'long-enough-1',
        confirmPassword: 'long-enough-1',
      });
      await waitFor(() =>
        expect(within(passwordForm()).getByLabelText('New password')).toHaveProperty('value', ''),
      );
    });
  });

  describe('sessions', () => {
    it('lists the devices and marks this one', async () => {
      renderSignedIn(<SecuritySection />);
      const list = await screen.findByRole('list', { name: 'Signed-in devices' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^Chrome on macOSThis deviceAustin, US · Last active/),
        expect.stringMatching(/^Safari on iPhoneAustin, US · Last active 3 hours ago/),
      ]);
    });

    it('signs out the other devices after asking, then reloads the list', async () => {
      const confirm = jest
        .spyOn(window, 'confirm')
        .mockReturnValueOnce(false)
        .mockReturnValue(true);
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      const { fetchMock } = renderSignedIn(<SecuritySection />, {
        handlers: { 'POST /api/auth/sessions/revoke-others': jsonResponse(200, { revoked: 1 }) },
      });
      const button = await screen.findByRole('button', { name: 'Sign out of all other devices' });
      await screen.findByRole('list', { name: 'Signed-in devices' });

      fireEvent.click(button);
      expect(confirm).toHaveBeenCalledWith('Would you like to sign out of all other devices?');
      expect(callsTo(fetchMock, 'POST /api/auth/sessions/revoke-others')).toHaveLength(0);

      fireEvent.click(button);
      await waitFor(() =>
        expect(alert).toHaveBeenCalledWith('All other sessions have been terminated successfully!'),
      );
      await waitFor(() => expect(callsTo(fetchMock, 'GET /api/auth/sessions')).toHaveLength(2));
    });
  });

  describe('two-factor authentication', () => {
    it('turns it on: QR code and key, a code, then the recovery codes once', async () => {
      const { fetchMock } = renderSignedIn(<SecuritySection />, {
        handlers: {
          'POST /api/auth/2fa/setup': jsonResponse(200, {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Nearbly:maria',
            qrCodeDataUrl: 'data:image/png;base64,AAAA',
          }),
          'POST /api/auth/2fa/enable': jsonResponse(200, {
            recoveryCodes: ['aaaa-1111', 'bbbb-2222'],
          }),
        },
      });

      fireEvent.click(
        await screen.findByRole('button', { name: 'Enable two-factor authentication' }),
      );

      const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
      expect(qr.getAttribute('src')).toBe('data:image/png;base64,AAAA');
      expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

      fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
      fireEvent.change(within(codeForm()).getByLabelText('Current password'), {
        target: { value: 'my-password' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Verify and Enable' }));

      const codes = await screen.findByRole('list', { name: 'Recovery codes' });
      expect(
        within(codes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['aaaa-1111', 'bbbb-2222']);
      expect(await callsTo(fetchMock, 'POST /api/auth/2fa/enable')[0]!.json()).toEqual({
        code: '123456',
        currentPassword: 'my-password',
      });
      expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
      expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    });

    it("says why the server refused: the current password is wrong", async () => {
      renderSignedIn(<SecuritySection />, {
        handlers: {
          'POST /api/auth/2fa/setup': jsonResponse(200, {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Nearbly:maria',
            qrCodeDataUrl: 'data:image/png;base64,AAAA',
          }),
          'POST /api/auth/2fa/enable': jsonResponse(400, {
            error: 'Validation error',
            details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
          }),
        },
      });
      fireEvent.click(
        await screen.findByRole('button', { name: 'Enable two-factor authentication' }),
      );
      fireEvent.change(await screen.findByLabelText('6-digit code'), {
        target: { value: '123456' },
      });
      fireEvent.change(within(codeForm()).getByLabelText('Current password'), { target: { value: 'nope' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify and Enable' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    });

    it('asks a Google-only account for no password', async () => {
      renderSignedIn(<SecuritySection />, {
        handlers: {
          'GET /api/auth/me': jsonResponse(200, {
            user: { ...sampleUser, hasPassword: false, twoFactorEnabled: true },
            business: {},
          }),
        },
      });
      fireEvent.click(
        await screen.findByRole('button', { name: 'Disable two-factor authentication' }),
      );
      await screen.findByLabelText('6-digit code');
      expect(within(codeForm()).queryByLabelText('Current password')).toBeNull();
    });

    it('turns it off with a code', async () => {
      const { fetchMock } = renderSignedIn(<SecuritySection />, {
        handlers: {
          'GET /api/auth/me': jsonResponse(200, {
            user: { ...sampleUser, twoFactorEnabled: true },
            business: {},
          }),
          'POST /api/auth/2fa/disable': jsonResponse(200, { success: true }),
        },
      });

      fireEvent.click(
        await screen.findByRole('button', { name: 'Disable two-factor authentication' }),
      );
      fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '654321' } });
      fireEvent.change(within(codeForm()).getByLabelText('Current password'), {
        target: { value: 'my-password' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Disable' }));

      await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/2fa/disable')).toHaveLength(1));
      expect(await callsTo(fetchMock, 'POST /api/auth/2fa/disable')[0]!.json()).toEqual({
        code: '654321',
        currentPassword: 'my-password',
      });
    });
  });
});
