import type {
  TBusinessUpdate,
  TDataExport,
  TNotificationPreferences,
  TPasswordChange,
  TProfileUpdate,
  TReauth,
  TSessionInfo,
  TTwoFactorSetup,
} from '@app/contracts';

import { api } from '@/app/api';
import type { Business, SuccessResponse, User } from '@/features/auth/auth.types';

export type ProfileUpdate = TProfileUpdate;
export type BusinessUpdate = TBusinessUpdate;
export type NotificationPreferences = TNotificationPreferences;
export type PasswordChange = TPasswordChange;
export type SessionInfo = TSessionInfo;
export type TwoFactorSetup = TTwoFactorSetup;
export type DataExport = TDataExport;
export type Reauth = TReauth;

// The account endpoints of the BFF (all under /api/auth) that the settings page uses.
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // pendingEmail: a new address that changes only when the link mailed to it is used.
    updateProfile: build.mutation<{ user: User; pendingEmail?: string }, ProfileUpdate>({
      query: (body) => ({ url: '/auth/update-profile', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
    resendVerification: build.mutation<SuccessResponse, void>({
      query: () => ({ url: '/auth/resend-verification', method: 'POST' }),
    }),
    getBusiness: build.query<{ business: Business }, void>({
      query: () => '/auth/business',
      providesTags: ['Business'],
    }),
    updateBusiness: build.mutation<{ business: Business }, BusinessUpdate>({
      query: (body) => ({ url: '/auth/update-business', method: 'PUT', body }),
      invalidatesTags: ['Business', 'Me'],
    }),
    getNotificationPreferences: build.query<{ preferences: NotificationPreferences }, void>({
      query: () => '/auth/notification-preferences',
      providesTags: ['NotificationPreferences'],
    }),
    // Optimistic: the toggle flips at once and flips back if the server refuses.
    updateNotificationPreferences: build.mutation<
      { preferences: NotificationPreferences },
      Partial<NotificationPreferences>
    >({
      query: (body) => ({ url: '/auth/notification-preferences', method: 'PUT', body }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          settingsApi.util.updateQueryData('getNotificationPreferences', undefined, (draft) => {
            Object.assign(draft.preferences, change);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    changePassword: build.mutation<SuccessResponse, PasswordChange>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
      invalidatesTags: ['Sessions'],
    }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<
      { recoveryCodes: string[] },
      { code: string; currentPassword?: string }
    >({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    disableTwoFactor: build.mutation<SuccessResponse, { code: string; currentPassword?: string }>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    getSessions: build.query<{ sessions: SessionInfo[] }, void>({
      query: () => '/auth/sessions',
      providesTags: ['Sessions'],
    }),
    revokeOtherSessions: build.mutation<{ revoked: number }, void>({
      query: () => ({ url: '/auth/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
    // A GET, but on demand and never cached: each export is a fresh snapshot.
    exportAccountData: build.mutation<DataExport, void>({
      query: () => ({ url: '/auth/export' }),
    }),
    deleteAccount: build.mutation<
      { success: true; deletedAt: string },
      { confirmation: 'DELETE' } & Reauth
    >(
      {
        query: (body) => ({ url: '/auth/account', method: 'DELETE', body }),
        extraOptions: { maxRetries: 0 },
      },
    ),
  }),
});

export const {
  useUpdateProfileMutation,
  useResendVerificationMutation,
  useGetBusinessQuery,
  useUpdateBusinessMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useChangePasswordMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetSessionsQuery,
  useRevokeOtherSessionsMutation,
  useExportAccountDataMutation,
  useDeleteAccountMutation,
} = settingsApi;
