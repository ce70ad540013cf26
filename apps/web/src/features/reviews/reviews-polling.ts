// While a suggestion is being drafted the list refreshes itself, so it appears without a reload.
export const DRAFTING_POLL_MS = 2_000;
// Issue 17: while a reply is being published on Google or reviews are being imported, the list
// follows them closely; while Google is connected at all, new reviews (from Google's
// notifications) still appear without a reload.
export const GOOGLE_BUSY_POLL_MS = 5_000;
export const GOOGLE_CONNECTED_POLL_MS = 15_000;

type PollInputs = { drafting: boolean; publishing: boolean; importing: boolean; connected: boolean };

// The shortest interval any of the page's waits needs; 0 when nothing is awaited.
export function reviewsPollInterval({ drafting, publishing, importing, connected }: PollInputs): number {
  if (drafting) return DRAFTING_POLL_MS;
  if (publishing || importing) return GOOGLE_BUSY_POLL_MS;
  if (connected) return GOOGLE_CONNECTED_POLL_MS;
  return 0;
}
