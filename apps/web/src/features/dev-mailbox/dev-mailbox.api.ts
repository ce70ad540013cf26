import type { TMailboxMessage } from '@app/contracts';

import { api } from '@/app/api';

// GET /api/dev/mailbox: the emails the BFF would have sent, in development only (403 otherwise).
export type MailboxMessage = TMailboxMessage;

export const devMailboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDevMailbox: build.query<{ messages: MailboxMessage[] }, void>({
      query: () => '/dev/mailbox',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDevMailboxQuery } = devMailboxApi;
