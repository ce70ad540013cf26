import type { TAlert, TAlertsView } from '@app/contracts';

import { api } from '@/app/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Notifications'] });

// Issue 21: the in-app alerts behind the header's bell (GET /api/notifications, newest first).
export const notificationsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<TAlertsView, void>({
      query: () => '/notifications',
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<TAlert, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<TAlertsView, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
