import type { TKeywordsView } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';

import { describeError } from '@/app/errors';
import { toaster } from '@/components/Toaster';
import { useCheckRanksMutation, useGetKeywordsQuery } from '@/features/dashboard/dashboard.api';

// How often the table asks for the result while a check runs, and for how long at most.
export const CHECK_POLL_MS = 1500;
export const CHECK_WAIT_MS = 30_000;

type PendingCheck = { requestedAt: string; keywordId?: string };

// Every keyword the check covers has a result newer than the request.
export const isCheckFinished = (view: TKeywordsView, pending: PendingCheck): boolean =>
  view.keywords
    .filter((keyword) => !pending.keywordId || keyword.id === pending.keywordId)
    .every((keyword) => keyword.lastCheckedAt !== null && keyword.lastCheckedAt >= pending.requestedAt);

// "Check now": queues the check, then refreshes the table until the results are in (at most
// CHECK_WAIT_MS; the results still appear at the next visit if the check takes longer).
export function useRankCheck() {
  const [check] = useCheckRanksMutation();
  const [pending, setPending] = useState<PendingCheck | null>(null);
  // The server's cooldown message ('You can check again in 10 minutes.') after a refused check.
  const [cooldown, setCooldown] = useState<string | null>(null);
  const keywords = useGetKeywordsQuery();
  const checking = pending !== null && !(keywords.data && isCheckFinished(keywords.data, pending));
  const { refetch } = keywords;
  const giveUp = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!checking) return undefined;
    const timer = setInterval(() => void refetch(), CHECK_POLL_MS);
    return () => clearInterval(timer);
  }, [checking, refetch]);
  useEffect(() => () => clearTimeout(giveUp.current), []);

  const start = async (keywordId?: string) => {
    try {
      const queued = await check(keywordId ? { keywordId } : {}).unwrap();
      setCooldown(null);
      if (queued.queued === 0) return;
      setPending({ requestedAt: queued.requestedAt, keywordId });
      clearTimeout(giveUp.current);
      giveUp.current = setTimeout(() => setPending(null), CHECK_WAIT_MS);
    } catch (caught) {
      const error = describeError(caught);
      if (error.status === 429) setCooldown(error.message);
      toaster.create({ title: error.status === 429 ? 'Ranks were checked recently' : 'Action failed', description: error.message, type: 'error' });
    }
  };

  return { start, checking, cooldown };
}
