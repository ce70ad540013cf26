// Progressive enhancement for the public pages (issue 6): the landing page is served as
// prerendered HTML with its styles and no React at all; each interactive part carries
// `data-enhance="<id>"` and its behaviour is a small DOM function (an enhancer) that the landing
// document's entry (src/landing.ts) attaches. When React renders the same component (other public
// pages, or the app navigating to `/`), the component attaches the same enhancer through
// `useEnhancer` (useEnhancer.ts), so every behaviour is written once. This module has no React, so
// the landing page's JavaScript has none either.
export type Enhancer = {
  id: string;
  // Binds the behaviour to the element React or the prerenderer produced; returns its teardown.
  attach: (element: HTMLElement) => (() => void) | void;
};

export const defineEnhancer = (id: string, attach: Enhancer['attach']): Enhancer => ({
  id,
  attach,
});

// Lets the browser handle input and paint between two pieces of work (one long task on a slow
// phone becomes several short ones): `scheduler.yield` where the browser has it, else a new task.
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

// Attaches every enhancer to its marked elements under `root` (the landing document's entry), in
// document order, each in a task of its own.
export async function enhanceAll(root: ParentNode, enhancers: readonly Enhancer[]): Promise<void> {
  const byId = new Map(enhancers.map((enhancer) => [enhancer.id, enhancer]));
  for (const element of root.querySelectorAll<HTMLElement>('[data-enhance]')) {
    byId.get(element.dataset.enhance ?? '')?.attach(element);
    await nextTask();
  }
}

// The element marked `data-part="<name>"` inside an enhanced element.
export function partOf<T extends HTMLElement = HTMLElement>(root: HTMLElement, name: string): T {
  const element = root.querySelector<T>(`[data-part="${name}"]`);
  if (!element)
    throw new Error(`No [data-part="${name}"] in [data-enhance="${root.dataset.enhance}"]`);
  return element;
}

export const partsOf = <T extends HTMLElement = HTMLElement>(
  root: HTMLElement,
  name: string,
): T[] => Array.from(root.querySelectorAll<T>(`[data-part="${name}"]`));

// Whether the window is scrolled more than `threshold` px, now and on every scroll; returns the
// teardown. (docs/product.md §2: the landing nav turns solid after 50 px, the phone call to action shows
// after 500 px.)
export function onScrolledPast(threshold: number, listener: (past: boolean) => void): () => void {
  let past: boolean | null = null;
  const update = () => {
    const now = window.scrollY > threshold;
    if (now !== past) {
      past = now;
      listener(now);
    }
  };
  // The first reading waits for the next frame: reading scrollY now would force the browser to lay
  // out the page in the middle of the script, a long task on a slow phone.
  const frame = requestAnimationFrame(update);
  window.addEventListener('scroll', update, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}
