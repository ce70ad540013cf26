import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { sampleBusiness, sampleUser } from '@/test-utils/fixtures';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { SettingsPage } from '../pages/SettingsPage';

const section = (name: string) => screen.getByRole('region', { name });

// A response the test releases when it wants, to see the busy state in between.
function held() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { handler: () => promise, release: (response: Response) => release(response) };
}

describe('Settings page', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the five sections in the order of the spec, with Google Business Profile after the business', async () => {
    renderSignedIn(<SettingsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profile Information',
      'Business Information',
      'Google Business Profile',
      'Notification Preferences',
      'Security',
      'Data & Privacy',
    ]);
  });

  describe('Profile Information', () => {
    it('saves the profile, reading Saving... meanwhile, then says it worked', async () => {
      const answer = held();
      const { fetchMock } = renderSignedIn(<SettingsPage />, {
        handlers: { 'PUT /api/auth/update-profile': answer.handler },
      });
      const profile = await waitFor(() => section('Profile Information'));
      const phone = await within(profile).findByLabelText('Phone number');
      expect(phone).toHaveProperty('type', 'tel');
      expect(within(profile).getByLabelText(/Email address/)).toHaveProperty('type', 'email');
      expect(within(profile).getByLabelText(/First name/)).toHaveProperty('value', 'Maria');

      fireEvent.change(phone, { target: { value: '+1 512 555 0199' } });
      fireEvent.click(within(profile).getByRole('button', { name: 'Save Changes' }));

      const busy = await within(profile).findByRole('button', { name: 'Saving...' });
      expect(busy).toHaveProperty('disabled', true);
      expect(await callsTo(fetchMock, 'PUT /api/auth/update-profile')[0]!.json()).toEqual({
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria@cornercoffee.com',
        phone: '+1 512 555 0199',
      });

      answer.release(jsonResponse(200, { user: { ...sampleUser, phone: '+1 512 555 0199' } }));
      expect((await within(profile).findByRole('status')).textContent).toBe(
        'Profile updated successfully!',
      );
      expect(within(profile).getByRole('button', { name: 'Save Changes' })).toHaveProperty(
        'disabled',
        false,
      );
    });

    it("says the save failed, with the server's reasons", async () => {
      renderSignedIn(<SettingsPage />, {
        handlers: {
          'PUT /api/auth/update-profile': jsonResponse(400, {
            error: 'Validation error',
            details: [{ path: 'email', message: 'Please enter a valid email address' }],
          }),
        },
      });
      const profile = await waitFor(() => section('Profile Information'));
      fireEvent.click(await within(profile).findByRole('button', { name: 'Save Changes' }));

      const alert = await within(profile).findByRole('alert');
      expect(within(alert).getByText('Failed to save profile. Please try again.')).toBeTruthy();
      expect(within(alert).getByRole('listitem').textContent).toBe(
        'Please enter a valid email address',
      );
    });

    it("refuses a phone number the profile schema does not accept, with the schema's message", async () => {
      const { fetchMock } = renderSignedIn(<SettingsPage />);
      const profile = await waitFor(() => section('Profile Information'));
      const phone = await within(profile).findByLabelText('Phone number');
      fireEvent.change(phone, { target: { value: 'call me maybe' } });
      fireEvent.click(within(profile).getByRole('button', { name: 'Save Changes' }));

      await expectFieldError(phone, 'Please enter a valid phone number');
      expect(callsTo(fetchMock, 'PUT /api/auth/update-profile')).toHaveLength(0);
      expect(within(profile).queryByRole('alert')).toBeNull();
    });

    it('asks for the current password for a new email, and says where the link went', async () => {
      const { fetchMock } = renderSignedIn(<SettingsPage />, {
        handlers: {
          'PUT /api/auth/update-profile': jsonResponse(200, {
            user: sampleUser,
            pendingEmail: 'maria@newcoffee.com',
          }),
        },
      });
      const profile = await waitFor(() => section('Profile Information'));
      const email = await within(profile).findByLabelText(/Email address/);
      expect(within(profile).queryByLabelText('Current password')).toBeNull();
      fireEvent.change(email, { target: { value: 'maria@newcoffee.com' } });
      fireEvent.change(within(profile).getByLabelText('Current password'), {
        target: { value: 'my-password' },
      });
      fireEvent.click(within(profile).getByRole('button', { name: 'Save Changes' }));

      expect((await within(profile).findByRole('status')).textContent).toBe(
        'We sent a link to maria@newcoffee.com. Your email address changes when you open it.',
      );
      expect(await callsTo(fetchMock, 'PUT /api/auth/update-profile')[0]!.json()).toEqual({
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria@newcoffee.com',
        phone: '+1 512 555 0100',
        currentPassword: 'my-password',
      });
      // The form shows the address the account still has.
      expect(email).toHaveProperty('value', 'maria@cornercoffee.com');
    });

    it('offers to resend the verification link while the email is not verified', async () => {
      const { fetchMock } = renderSignedIn(<SettingsPage />, {
        handlers: {
          'GET /api/auth/me': jsonResponse(200, {
            user: { ...sampleUser, emailVerified: false },
            business: sampleBusiness,
          }),
          'POST /api/auth/resend-verification': jsonResponse(200, { success: true }),
        },
      });
      const profile = await waitFor(() => section('Profile Information'));
      expect((await within(profile).findByRole('note')).textContent).toContain(
        'Your email address is not verified yet.',
      );
      fireEvent.click(within(profile).getByRole('button', { name: 'Resend verification email' }));
      expect((await within(profile).findByRole('status')).textContent).toBe(
        'We sent a new verification link to maria@cornercoffee.com.',
      );
      expect(callsTo(fetchMock, 'POST /api/auth/resend-verification')).toHaveLength(1);
    });
  });

  describe('Business Information', () => {
    it('offers the five business types and four timezones, and saves', async () => {
      const { fetchMock } = renderSignedIn(<SettingsPage />, {
        handlers: {
          'PUT /api/auth/update-business': jsonResponse(200, { business: sampleBusiness }),
        },
      });
      const business = await waitFor(() => section('Business Information'));
      const type = await within(business).findByLabelText(/Business type/);
      const options = (select: HTMLElement) =>
        Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent]);
      expect(options(type)).toEqual([
        ['cafe', 'Coffee Shop/Cafe'],
        ['boutique', 'Boutique/Retail'],
        ['gym', 'Gym/Fitness'],
        ['restaurant', 'Restaurant'],
        ['other', 'Other'],
      ]);
      expect(options(within(business).getByLabelText(/Timezone/))).toEqual([
        ['America/Chicago', 'Central'],
        ['America/New_York', 'Eastern'],
        ['America/Denver', 'Mountain'],
        ['America/Los_Angeles', 'Pacific'],
      ]);
      expect(within(business).getByLabelText('Website')).toHaveProperty('type', 'url');

      fireEvent.change(type, { target: { value: 'restaurant' } });
      fireEvent.click(within(business).getByRole('button', { name: 'Save Changes' }));

      expect((await within(business).findByRole('status')).textContent).toBe(
        'Business information updated successfully!',
      );
      expect(await callsTo(fetchMock, 'PUT /api/auth/update-business')[0]!.json()).toEqual({
        businessName: 'Corner Coffee Co.',
        businessType: 'restaurant',
        address: '100 Congress Ave, Austin, TX',
        website: 'https://cornercoffee.com',
        timezone: 'America/Chicago',
      });
    });

    it("refuses a website the business schema does not accept, with the schema's message", async () => {
      const { fetchMock } = renderSignedIn(<SettingsPage />);
      const business = await waitFor(() => section('Business Information'));
      const website = await within(business).findByLabelText('Website');
      fireEvent.change(website, { target: { value: 'https://localhost' } });
      fireEvent.click(within(business).getByRole('button', { name: 'Save Changes' }));

      await expectFieldError(website, 'Please enter a valid website URL (https://...)');
      expect(callsTo(fetchMock, 'PUT /api/auth/update-business')).toHaveLength(0);
    });

    it("says the save failed, with the server's reasons", async () => {
      renderSignedIn(<SettingsPage />, {
        handlers: {
          'PUT /api/auth/update-business': jsonResponse(400, {
            error: 'Validation error',
            details: [{ path: 'address', message: 'Address is required' }],
          }),
        },
      });
      const business = await waitFor(() => section('Business Information'));
      fireEvent.click(await within(business).findByRole('button', { name: 'Save Changes' }));

      const alert = await within(business).findByRole('alert');
      expect(
        within(alert).getByText('Failed to save business information. Please try again.'),
      ).toBeTruthy();
      expect(within(alert).getByRole('listitem').textContent).toBe('Address is required');
    });

    it('says the save failed', async () => {
      renderSignedIn(<SettingsPage />, {
        handlers: { 'PUT /api/auth/update-business': jsonResponse(500, { error: 'Boom' }) },
      });
      const business = await waitFor(() => section('Business Information'));
      fireEvent.click(await within(business).findByRole('button', { name: 'Save Changes' }));
      const alert = await within(business).findByRole('alert');
      expect(alert.textContent).toBe('Failed to save business information. Please try again.');
    });
  });

  describe('Notification Preferences', () => {
    it('flips a preference at once and saves it', async () => {
      const answer = held();
      const { fetchMock } = renderSignedIn(<SettingsPage />, {
        handlers: { 'PUT /api/auth/notification-preferences': answer.handler },
      });
      const reviews = await screen.findByRole('button', { name: 'New Reviews Disabled' });

      fireEvent.click(reviews);

      expect(await screen.findByRole('button', { name: 'New Reviews Enabled' })).toBeTruthy();
      expect(await callsTo(fetchMock, 'PUT /api/auth/notification-preferences')[0]!.json()).toEqual(
        { newReviews: true },
      );
      answer.release(jsonResponse(200, { preferences: {} }));
    });

    it('flips it back and says Action failed when the save fails', async () => {
      const answer = held();
      renderSignedIn(<SettingsPage />, {
        handlers: { 'PUT /api/auth/notification-preferences': answer.handler },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Weekly Reports Enabled' }));
      expect(await screen.findByRole('button', { name: 'Weekly Reports Disabled' })).toBeTruthy();

      answer.release(jsonResponse(500, { error: 'Boom' }));

      expect(await screen.findByText('Action failed')).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Weekly Reports Enabled' })).toBeTruthy();
    });
  });
});
