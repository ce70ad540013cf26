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
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  for (const block of document.querySelectorAll<HTMLElement>('[data-below-fold]')) {
    block.style.contentVisibility = 'visible';
  }
  target.scrollIntoView({ block: 'start' });
  return true;
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
    const id = sectionOf(new URL(location.href));
    if (id) scrollToSection(id);
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  onPopState();
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
  };
}
