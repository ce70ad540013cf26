import type { TNewsletterSubscribe } from '@app/contracts';

import { api } from '@/app/api';

// SPEC §7: POST /api/newsletter/subscribe; the BFF answers 200 on success (also when the address
// was already on the list) or 400 { error: 'Validation error', details }.
export type NewsletterSubscribeResponse = { success: true; alreadySubscribed: boolean };

// SPEC §7: the footer always sends this business type.
export const FOOTER_BUSINESS_TYPE = 'local-business';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<NewsletterSubscribeResponse, TNewsletterSubscribe>({
      query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = newsletterApi;
