import { defineEnhancer, partsOf } from '@/enhance/enhancer';

// docs/product.md §2 section 8, the FAQ accordion: the first item starts open (in the HTML), one is open at a
// time, clicking the open one closes it. Each trigger controls the panel its aria-controls names.
export const faqEnhancer = defineEnhancer('faq', (accordion) => {
  const triggers = partsOf<HTMLButtonElement>(accordion, 'trigger');
  const panelOf = (trigger: HTMLButtonElement) =>
    document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  const setOpen = (trigger: HTMLButtonElement, open: boolean) => {
    trigger.setAttribute('aria-expanded', String(open));
    const panel = panelOf(trigger);
    if (panel) panel.hidden = !open;
  };
  const onClick = (event: MouseEvent) => {
    const clicked = (event.target as Element).closest<HTMLButtonElement>('[data-part="trigger"]');
    if (!clicked) return;
    const opening = clicked.getAttribute('aria-expanded') !== 'true';
    for (const trigger of triggers) setOpen(trigger, opening && trigger === clicked);
  };
  accordion.addEventListener('click', onClick);
  return () => accordion.removeEventListener('click', onClick);
});
