import { IDLE_RUN } from '@app/contracts';
import { useState } from 'react';

import { describeError } from '@/app/errors';
import { toaster } from '@/components/Toaster';
import { useCheckRanksMutation, useGetKeywordsQuery } from '@/features/dashboard/dashboard.api';

// How often the table asks for the check's progress while it runs.
export const CHECK_POLL_MS = 1500;

// "Check now": queues the check. The server keeps the state of the business's latest check
// (keywords done of total, then its outcome), so the page follows it for as long as it runs, and a
// reload picks it up where it is (docs/product.md §4): no time limit after which it stops watching.
export function useRankCheck() {
  const [check, { isLoading: queuing }] = useCheckRanksMutation();
  // The server's cooldown message ('You can check again in 10 minutes.') after a refused check.
  const [cooldown, setCooldown] = useState<string | null>(null);
  const run = useGetKeywordsQuery().data?.rankCheck ?? IDLE_RUN;
  const running = run.state === 'running';
  // A second subscription that polls only while the check runs.
  useGetKeywordsQuery(undefined, { pollingInterval: running ? CHECK_POLL_MS : 0 });

  const start = async (keywordId?: string) => {
    try {
      await check(keywordId ? { keywordId } : {}).unwrap();
      setCooldown(null);
    } catch (caught) {
      const error = describeError(caught);
      if (error.status === 429) setCooldown(error.message);
      toaster.create({ title: error.status === 429 ? 'Ranks were checked recently' : 'Action failed', description: error.message, type: 'error' });
    }
  };

  return { start, checking: running || queuing, run, cooldown };
}
