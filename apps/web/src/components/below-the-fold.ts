// Styles of a block below the first screen: the browser skips its style, layout and paint until it
// nears the viewport (content-visibility), so a phone lays out the first screen first instead of
// the whole page; the text stays in the document for search, find-in-page and assistive
// technology. `height` is the block's usual height, kept for the scrollbar until it is rendered.
// Spread `BELOW_THE_FOLD` on the same element so a jump to a section can find it.
export const belowTheFold = (height: string) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${height}`,
});

export const BELOW_THE_FOLD = { 'data-below-fold': '' } as const;

// Scrolls to the section with this id. Until a block below the fold is rendered its height is an
// estimate, so a jump computed from estimates lands off by their sum, and the blocks the jump
// passes over then render at their real height and push the section away again. Every block is
// rendered first (once, on the visitor's request), then the section's place is exact.
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const blocks = document.querySelectorAll<HTMLElement>('[data-below-fold]');
  for (const block of blocks) block.style.contentVisibility = 'visible';
  target.scrollIntoView({ block: 'start' });
  holdInPlace(target, blocks);
}

// Set by `holdInPlace` while a section is held, cleared when the hold ends.
let releaseHold: (() => void) | null = null;

// Lets go of the last jump's section: the visitor has left it by going back to another place of
// the page (whose scroll position the browser restores) or to another page.
export function releaseJumpHold(): void {
  releaseHold?.();
}

// What the page loads after the jump (a late image, a font) can change the height of a block
// above the section and push it away. The browser's own scroll anchoring does not help: Safari has
// none, and Chromium's anchors to the block under the sticky nav, whose top stays where it was
// while it grows. So the section is put back at the top whenever a block changes size, until the
// visitor scrolls, clicks or types themselves, jumps again, or goes back or forward.
function holdInPlace(target: HTMLElement, blocks: Iterable<HTMLElement>): void {
  releaseJumpHold();
  // Without ResizeObserver (browsers before 2020) the jump is not held.
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => target.scrollIntoView({ block: 'start' }));
  // The page's height changes with any block, the first screen's included (a font swap reflows
  // its text); each block is watched too, for one that grows while another shrinks.
  observer.observe(document.body);
  for (const block of blocks) observer.observe(block);
  const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const release = () => {
    observer.disconnect();
    for (const input of inputs) window.removeEventListener(input, release, true);
    if (releaseHold === release) releaseHold = null;
  };
  for (const input of inputs) {
    window.addEventListener(input, release, { capture: true, passive: true });
  }
  releaseHold = release;
}

// The landing page without React (src/landing.ts): a link to a section of this page, the URL's
// section when the page opens, and the back and forward buttons go through `scrollToSection`
// instead of the browser's own jump. Returns the teardown.
export function enhanceSectionLinks(): () => void {
  const sectionOf = (url: URL): string | null => {
    if (url.origin !== location.origin || url.pathname !== location.pathname) return null;
    const id = decodeURIComponent(url.hash.slice(1));
    return id && document.getElementById(id)?.closest('[data-below-fold]') ? id : null;
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest('a');
    if (!link?.href) return;
    const url = new URL(link.href);
    const id = sectionOf(url);
    if (!id) return;
    event.preventDefault();
    if (url.hash !== location.hash) history.pushState(null, '', url.hash);
    scrollToSection(id);
  };
  const onPopState = () => {
    releaseJumpHold();
    const id = sectionOf(new URL(location.href));
    if (id) scrollToSection(id);
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  onPopState();
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
    releaseJumpHold();
  };
}
