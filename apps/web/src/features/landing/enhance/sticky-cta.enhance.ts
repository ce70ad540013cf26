import { STICKY_CTA_AFTER_PX } from '@/app/ui-constants';
import { defineEnhancer, onScrolledPast, partOf } from '@/enhance/enhancer';

// docs/product.md §2: on phones (the bar is hidden from `md` by its styles) a call-to-action bar appears
// after 500 px of scroll; once dismissed it stays away for the visit of the page.
export const stickyCtaEnhancer = defineEnhancer('sticky-cta', (bar) => {
  const dismiss = partOf<HTMLButtonElement>(bar, 'dismiss');
  let dismissed = false;
  let scrolled = false;
  const render = () => {
    bar.hidden = dismissed || !scrolled;
  };
  const onDismiss = () => {
    dismissed = true;
    render();
  };
  dismiss.addEventListener('click', onDismiss);
  const stopScroll = onScrolledPast(STICKY_CTA_AFTER_PX, (past) => {
    scrolled = past;
    render();
  });
  return () => {
    stopScroll();
    dismiss.removeEventListener('click', onDismiss);
  };
});
