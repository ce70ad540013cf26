import type { TGoogleConnection, TOnboardingState } from '@app/contracts';

// docs/product.md §4, resumed after a reload: step 1 until connected (or skipped), and while the
// Google account's location is still to be chosen; 2 (the keywords, with Continue) until a
// competitor is named, 3 until completed, then 4.
export function resumeStep(
  state: TOnboardingState,
  googleStatus?: TGoogleConnection['status'],
): number {
  if (!state.gmbConnected || googleStatus === 'choosing_location') return 1;
  if (state.keywords.length === 0 || state.competitors.length === 0) return 2;
  if (!state.completed) return 3;
  return 4;
}
