import { useEffect } from 'react';

import { BRAND_NAME } from '@/app/ui-constants';

// docs/product.md §1: page titles read `<Page> · Nearbly`.
export const pageTitle = (page: string): string => `${page} · ${BRAND_NAME}`;

// The site's description, for pages without one of their own.
export const DEFAULT_DESCRIPTION =
  'Nearbly is local SEO for the shop on the corner: see where you rank on Google Maps, track nearby competitors and answer reviews with AI. 14-day free trial, no credit card.';

// A page's title (and, so a previous page's never lingers, the site's description).
export function usePageTitle(page: string): void {
  usePageMeta({
    title: page,
    description: DEFAULT_DESCRIPTION,
    path: typeof window === 'undefined' ? '/' : window.location.pathname,
  });
}

export type PageMeta = {
  title: string;
  // One or two sentences for search results and link previews (about 150 characters).
  description: string;
  // The page's path, for its canonical and Open Graph address.
  path: string;
};

// Sets the <head> tag's `content` (or `href`), creating the tag when index.html has none.
function setHeadTag(
  selector: string,
  create: () => HTMLElement,
  attribute: 'content' | 'href',
  value: string,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

const metaTag = (key: 'name' | 'property', name: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(key, name);
  return element;
};

// A public page's title, description, canonical address and Open Graph tags (issue 6: proper
// titles, meta descriptions and Open Graph tags on the public pages).
export function usePageMeta({ title, description, path }: PageMeta): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    // The origin that serves the page (https://nearbly.app in production).
    const url = `${window.location.origin}${path}`;
    document.title = fullTitle;
    setHeadTag('meta[name="description"]', metaTag('name', 'description'), 'content', description);
    setHeadTag('meta[property="og:title"]', metaTag('property', 'og:title'), 'content', fullTitle);
    setHeadTag(
      'meta[property="og:description"]',
      metaTag('property', 'og:description'),
      'content',
      description,
    );
    setHeadTag('meta[property="og:url"]', metaTag('property', 'og:url'), 'content', url);
    setHeadTag(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      url,
    );
  }, [title, description, path]);
}
