import type { TContactSubmit } from '@app/contracts';

import { api } from '@/app/api';

// docs/product.md §7: POST /api/contact/submit with the form object; 201 { success, ticketId }, or 400
// { error: 'Validation error', details: [{ path, message }] }, or 429 when sent too often.
export type ContactSubmitRequest = Omit<TContactSubmit, 'business'> & { business?: string };
export type ContactSubmitResponse = { success: true; ticketId: string };

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitContact: build.mutation<ContactSubmitResponse, ContactSubmitRequest>({
      query: (body) => ({ url: '/contact/submit', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitContactMutation } = contactApi;
