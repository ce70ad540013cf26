import {
  DRAFTING_POLL_MS,
  GOOGLE_BUSY_POLL_MS,
  GOOGLE_CONNECTED_POLL_MS,
  reviewsPollInterval,
} from './reviews-polling';

const idle = { drafting: false, publishing: false, importing: false, connected: false };

describe(reviewsPollInterval.name, () => {
  it('does not poll when nothing is awaited and Google is not connected', () => {
    expect(reviewsPollInterval(idle)).toBe(0);
  });

  it('follows a reply being published or an import closely, and a connected profile slowly', () => {
    expect(reviewsPollInterval({ ...idle, connected: true })).toBe(GOOGLE_CONNECTED_POLL_MS);
    expect(reviewsPollInterval({ ...idle, connected: true, publishing: true })).toBe(GOOGLE_BUSY_POLL_MS);
    expect(reviewsPollInterval({ ...idle, importing: true })).toBe(GOOGLE_BUSY_POLL_MS);
    expect(reviewsPollInterval({ ...idle, publishing: true, drafting: true })).toBe(DRAFTING_POLL_MS);
  });
});
