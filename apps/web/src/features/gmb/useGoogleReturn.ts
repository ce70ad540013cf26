import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { GOOGLE_RETURNS, type GoogleReturn } from './google-messages';

const isGoogleReturn = (value: string | null): value is GoogleReturn =>
  (GOOGLE_RETURNS as readonly (string | null)[]).includes(value);

// The outcome of Google's consent, read from `?google=...` (set by the BFF's callback) and then
// taken off the address, so a reload does not announce it again. `clear` forgets it.
export function useGoogleReturn(): [GoogleReturn | null, () => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('google');
  const [outcome, setOutcome] = useState<GoogleReturn | null>(null);
  // Kept during render (not in an effect): the address is about to lose it.
  if (isGoogleReturn(fromAddress) && fromAddress !== outcome) setOutcome(fromAddress);

  useEffect(() => {
    if (fromAddress === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('google');
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, setParams]);

  return [outcome, () => setOutcome(null)];
}
