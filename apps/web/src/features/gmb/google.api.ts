import type {
  TGoogleConnectStart,
  TGoogleConnection,
  TGoogleLocations,
} from '@app/contracts';

import { api } from '@/app/api';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['GoogleConnection', 'GoogleLocations', 'Listing', 'Reviews', 'Onboarding'],
});

// What a change of the connection makes stale: the listing and reviews come from the location,
// and onboarding's step 1 follows the connection.
const CONNECTION_FOLLOWERS = ['GoogleConnection', 'Listing', 'Reviews', 'Onboarding'] as const;

// The owner's Google Business Profile connection (issue 17): consent, the location to sync,
// disconnect. Everything else (listing, reviews) keeps its own endpoints.
export const googleApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getGoogleConnection: build.query<TGoogleConnection, void>({
      query: () => '/google/connection',
      providesTags: ['GoogleConnection'],
    }),
    // The answer is Google's consent page; the caller sends the browser there.
    startGoogleConnect: build.mutation<{ authorizationUrl: string }, TGoogleConnectStart>({
      query: (body) => ({ url: '/google/connect', method: 'POST', body }),
    }),
    getGoogleLocations: build.query<TGoogleLocations, void>({
      query: () => '/google/locations',
      providesTags: ['GoogleLocations'],
    }),
    pickGoogleLocation: build.mutation<TGoogleConnection, { name: string }>({
      query: (body) => ({ url: '/google/location', method: 'POST', body }),
      invalidatesTags: [...CONNECTION_FOLLOWERS],
    }),
    disconnectGoogle: build.mutation<TGoogleConnection, void>({
      query: () => ({ url: '/google/connection', method: 'DELETE' }),
      invalidatesTags: [...CONNECTION_FOLLOWERS, 'GoogleLocations'],
    }),
  }),
});

export const {
  useGetGoogleConnectionQuery,
  useStartGoogleConnectMutation,
  useGetGoogleLocationsQuery,
  usePickGoogleLocationMutation,
  useDisconnectGoogleMutation,
} = googleApi;
