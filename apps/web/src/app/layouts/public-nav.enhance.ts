import { NAV_SOLID_AFTER_PX } from '@/app/ui-constants';
import { defineEnhancer, onScrolledPast, partOf } from '@/enhance/enhancer';

// docs/product.md §2: on the landing page (`data-landing`) the nav is see-through over the hero and turns
// solid after 50 px of scroll or while the phone menu is open; elsewhere it is always solid.
// Below `lg` the anchors and buttons move into a menu, which a link or Escape closes.
export const publicNavEnhancer = defineEnhancer('public-nav', (header) => {
  const toggle = partOf<HTMLButtonElement>(header, 'menu-toggle');
  const menu = partOf(header, 'menu');
  const openIcon = partOf(toggle, 'menu-open-icon');
  const closeIcon = partOf(toggle, 'menu-close-icon');
  const onLanding = header.dataset.landing !== undefined;
  let scrolled = false;
  let menuOpen = false;

  const render = () => {
    header.dataset.solid = String(!onLanding || scrolled || menuOpen);
    toggle.setAttribute('aria-expanded', String(menuOpen));
    toggle.setAttribute('aria-label', menuOpen ? 'Close menu' : 'Open menu');
    menu.hidden = !menuOpen;
    openIcon.hidden = menuOpen;
    closeIcon.hidden = !menuOpen;
  };
  const setMenuOpen = (open: boolean) => {
    menuOpen = open;
    render();
  };

  const onToggle = () => setMenuOpen(!menuOpen);
  const onMenuClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggle.focus();
  };
  toggle.addEventListener('click', onToggle);
  menu.addEventListener('click', onMenuClick);
  header.addEventListener('keydown', onKeyDown);
  const stopScroll = onScrolledPast(NAV_SOLID_AFTER_PX, (past) => {
    scrolled = past;
    render();
  });
  return () => {
    stopScroll();
    toggle.removeEventListener('click', onToggle);
    menu.removeEventListener('click', onMenuClick);
    header.removeEventListener('keydown', onKeyDown);
  };
});
