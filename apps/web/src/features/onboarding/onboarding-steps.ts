import type { TOnboardingState } from '@app/contracts';

// docs/product.md §4, resumed after a reload: step 1 until connected, 2 (the keywords, with Continue) until a
// competitor is named, 3 until completed, then 4.
export function resumeStep(state: TOnboardingState): number {
  if (!state.gmbConnected) return 1;
  if (state.keywords.length === 0 || state.competitors.length === 0) return 2;
  if (!state.completed) return 3;
  return 4;
}

// docs/product.md §4/§9: the simulated connect takes 2000 ms.
export const CONNECT_DELAY_MS = 2000;
