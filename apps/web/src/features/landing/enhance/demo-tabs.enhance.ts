import { defineEnhancer, partsOf } from '@/enhance/enhancer';

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

// docs/product.md §2 section 6, the demo's tabs (WAI-ARIA tabs, automatic activation): a click or the arrow,
// Home and End keys select a tab and show its panel; only the selected tab is in the tab order.
export const demoTabsEnhancer = defineEnhancer('demo-tabs', (root) => {
  const tabs = partsOf<HTMLButtonElement>(root, 'tab');
  const select = (selected: HTMLButtonElement) => {
    for (const tab of tabs) {
      const isSelected = tab === selected;
      tab.setAttribute('aria-selected', String(isSelected));
      tab.tabIndex = isSelected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !isSelected;
    }
  };
  const tabOf = (event: Event) =>
    (event.target as Element).closest<HTMLButtonElement>('[data-part="tab"]');
  const onClick = (event: MouseEvent) => {
    const tab = tabOf(event);
    if (tab) select(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabOf(event);
    const step = KEY_STEPS[event.key];
    if (!tab || !step) return;
    event.preventDefault();
    const next = tabs[step(tabs.indexOf(tab), tabs.length)];
    if (!next) return;
    select(next);
    next.focus();
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
});
