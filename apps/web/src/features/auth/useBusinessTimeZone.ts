import { browserTimeZone } from '@/components/format-date';

import { authApi } from './auth.api';

// The signed-in business's timezone (from /auth/me, refetched when the owner changes it), or the
// browser's where no business is known.
export function useBusinessTimeZone(): string {
  const { data } = authApi.endpoints.getMe.useQueryState();
  return data?.business.timezone ?? browserTimeZone();
}
