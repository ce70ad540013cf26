import type { TListing, TListingUpdate } from '@app/contracts';

import { api } from '@/app/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Listing', 'Insights'] });

// The GMB page: the listing with its optimisation score and checklist, and its edits.
export const gmbApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<TListing, void>({
      query: () => '/gmb/listing',
      providesTags: ['Listing'],
    }),
    updateListing: build.mutation<TListing, TListingUpdate>({
      query: (body) => ({ url: '/gmb/listing', method: 'PATCH', body }),
      // The answer is the listing with its new score: show it without another request.
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(gmbApi.util.upsertQueryData('getListing', undefined, data));
          // Optimisation insights follow the checklist.
          dispatch(tagged.util.invalidateTags(['Insights']));
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useGetListingQuery, useUpdateListingMutation } = gmbApi;
