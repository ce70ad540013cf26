// The spec's fixed sizes and timings, in one place (docs/product.md §9, docs/product.md §1 "Look").

export const BRAND_NAME = 'Nearbly';
export const TAGLINE = 'Local SEO for the shop on the corner.';

// docs/product.md §2/§9: the landing nav turns solid after 50 px of scroll; the mobile call to action bar
// appears after 500 px.
export const NAV_SOLID_AFTER_PX = 50;
export const STICKY_CTA_AFTER_PX = 500;

// docs/product.md §1: one support address everywhere (SUPPORT_EMAIL on the server side).
export const SUPPORT_EMAIL = 'support@nearbly.app';

// docs/product.md §2/§9: chat panel 24rem by 600 px; minimized 20rem by 3.5rem.
export const CHAT_PANEL = {
  width: '24rem',
  height: '600px',
  minimizedWidth: '20rem',
  minimizedHeight: '3.5rem',
} as const;

// docs/product.md §4/§9: toasts at the bottom right, 3 visible, auto-close after 4 s, 356 px wide, 14 px apart.
export const TOASTS = {
  visible: 3,
  durationMs: 4000,
  width: '356px',
  gapPx: 14,
} as const;

// Sidebar of the dashboard shell.
export const SIDEBAR_WIDTH = '16rem';

// docs/product.md §10 Alerts: how often the header's bell asks for new alerts (and on focus).
export const NOTIFICATIONS_POLL_MS = 60_000;
