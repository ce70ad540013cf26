import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate } from 'react-router';

import { system } from '@/app/theme';
import { enhanceSectionLinks } from '@/components/below-the-fold';
import { enhanceAll } from '@/enhance/enhancer';

import { DemoSection } from '../components/DemoSection';
import { FaqSection } from '../components/FaqSection';
import { StickyCta } from '../components/StickyCta';
import { useScrollToHash } from '../useScrollToHash';
import { demoTabsEnhancer } from './demo-tabs.enhance';
import { faqEnhancer } from './faq.enhance';
import { stickyCtaEnhancer } from './sticky-cta.enhance';

// The landing document's path: the components' HTML as the build prerenders it, no React in the
// page, and the enhancers attached by src/landing.ts's `enhanceAll`.
async function prerendered(ui: ReactElement): Promise<void> {
  document.body.innerHTML = renderToString(
    <ChakraProvider value={system}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
  await enhanceAll(document, [faqEnhancer, demoTabsEnhancer, stickyCtaEnhancer]);
}

const expanded = (name: string) =>
  screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('the landing page enhanced without React', () => {
  it('keeps one FAQ answer open, the first at first, and closes the open one on a second click', async () => {
    await prerendered(<FaqSection />);
    const first = 'Do I need a credit card to start the free trial?';
    const second = 'Which plan is right for my shop?';
    expect([expanded(first), expanded(second)]).toEqual(['true', 'false']);

    fireEvent.click(screen.getByRole('button', { name: second }));
    expect([expanded(first), expanded(second)]).toEqual(['false', 'true']);
    expect(screen.getByRole('region', { name: second }).hidden).toBe(false);
    expect(document.getElementById('faq-panel-0')?.hidden).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: second }));
    expect(
      document.querySelectorAll('[aria-expanded="true"], [role="region"]:not([hidden])'),
    ).toHaveLength(0);
  });

  it('switches the demo tabs by click and by arrow keys, with one tab in the tab order', async () => {
    await prerendered(<DemoSection />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tabpanel').id).toBe('demo-panel-dashboard');

    fireEvent.click(tab('Keywords'));
    expect(tab('Keywords').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').id).toBe('demo-panel-keywords');
    expect(screen.getByText('#2').dataset.rankTier).toBe('top3');

    fireEvent.keyDown(tab('Keywords'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Insights'));
    expect(screen.getByRole('tabpanel').id).toBe('demo-panel-insights');
    expect(tab('Dashboard').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Insights'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').id).toBe('demo-panel-dashboard');
  });

  it('shows the call to action past 500 px of scroll until it is dismissed', async () => {
    await prerendered(<StickyCta />);
    const bar = () => screen.queryByRole('region', { name: 'Start your free trial' });
    const scrollTo = (y: number) => {
      window.scrollY = y;
      fireEvent.scroll(window);
    };
    scrollTo(450);
    expect(bar()).toBeNull();
    scrollTo(600);
    expect(bar()?.querySelector('a')?.getAttribute('href')).toBe('/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    scrollTo(1200);
    expect(bar()).toBeNull();
  });
});

describe('a link to a section of the landing page', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('renders every block below the fold before it scrolls, so the jump lands on the section', () => {
    document.body.innerHTML = `
      <nav><a href="/#faq">FAQ</a><a href="/login">Login</a></nav>
      <div data-below-fold style="content-visibility: auto"><section id="pricing"></section></div>
      <div data-below-fold style="content-visibility: auto"><section id="faq"></section></div>`;
    const blocks = Array.from(document.querySelectorAll<HTMLElement>('[data-below-fold]'));
    const faq = document.getElementById('faq') as HTMLElement;
    const visibilityAtScroll: string[][] = [];
    faq.scrollIntoView = jest.fn(() => {
      visibilityAtScroll.push(blocks.map((block) => block.style.contentVisibility));
    });
    const teardown = enhanceSectionLinks();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'FAQ' }).dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    expect(location.hash).toBe('#faq');
    expect(visibilityAtScroll).toEqual([['visible', 'visible']]);

    // A link to another page is left to the browser.
    const login = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Login' }).dispatchEvent(login);
    teardown();
    expect(login.defaultPrevented).toBe(false);
  });
});

// jsdom lays nothing out and has no ResizeObserver: this stand-in records what a jump observes,
// and `resize()` plays the browser telling it that those elements changed size.
class RecordingResizeObserver {
  static current: RecordingResizeObserver | null = null;
  readonly observed: Element[] = [];
  constructor(private readonly callback: () => void) {
    RecordingResizeObserver.current = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  unobserve(): void {}
  disconnect(): void {
    this.observed.length = 0;
  }
  resize(): void {
    if (this.observed.length > 0) this.callback();
  }
}

describe('a jump to a section while the page above it is still loading', () => {
  beforeAll(() => {
    Object.defineProperty(globalThis, 'ResizeObserver', {
      value: RecordingResizeObserver,
      configurable: true,
      writable: true,
    });
  });
  afterAll(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });
  afterEach(() => history.replaceState(null, '', '/'));

  const jumpToFaq = () => {
    document.body.innerHTML = `
      <nav><a href="/#pricing">Pricing</a><a href="/#faq">FAQ</a></nav>
      <div data-below-fold><section id="pricing"></section></div>
      <div data-below-fold><section id="faq"></section></div>`;
    const faq = document.getElementById('faq') as HTMLElement;
    faq.scrollIntoView = jest.fn();
    const teardown = enhanceSectionLinks();
    screen.getByRole('link', { name: 'FAQ' }).click();
    return { faq, teardown };
  };

  it('puts the section back at the top whenever a block above it changes size', () => {
    const { faq, teardown } = jumpToFaq();
    const observer = RecordingResizeObserver.current as RecordingResizeObserver;
    expect(observer.observed).toEqual([
      document.body,
      ...document.querySelectorAll('[data-below-fold]'),
    ]);
    expect(faq.scrollIntoView).toHaveBeenCalledTimes(1);
    // The plans arrive and the pricing section grows.
    observer.resize();
    observer.resize();
    expect(faq.scrollIntoView).toHaveBeenCalledTimes(3);
    expect(faq.scrollIntoView).toHaveBeenLastCalledWith({ block: 'start' });
    teardown();
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'lets go once the visitor moves the page themselves (%s)',
    (input) => {
      const { faq, teardown } = jumpToFaq();
      const observer = RecordingResizeObserver.current as RecordingResizeObserver;
      window.dispatchEvent(new Event(input));
      observer.resize();
      expect(faq.scrollIntoView).toHaveBeenCalledTimes(1);
      expect(observer.observed).toEqual([]);
      teardown();
    },
  );

  it('lets go of the last section when the visitor jumps to another one', () => {
    const { faq, teardown } = jumpToFaq();
    const first = RecordingResizeObserver.current as RecordingResizeObserver;
    const pricing = document.getElementById('pricing') as HTMLElement;
    pricing.scrollIntoView = jest.fn();
    screen.getByRole('link', { name: 'Pricing' }).click();
    expect(first.observed).toEqual([]);
    first.resize();
    expect(faq.scrollIntoView).toHaveBeenCalledTimes(1);
    (RecordingResizeObserver.current as RecordingResizeObserver).resize();
    expect(pricing.scrollIntoView).toHaveBeenCalledTimes(2);
    teardown();
  });

  it('lets go of the section when the visitor goes back to the top of the page', async () => {
    const { faq, teardown } = jumpToFaq();
    const observer = RecordingResizeObserver.current as RecordingResizeObserver;
    await new Promise((wentBack) => {
      window.addEventListener('popstate', wentBack, { once: true });
      history.back();
    });
    expect(location.hash).toBe('');
    observer.resize();
    expect(faq.scrollIntoView).toHaveBeenCalledTimes(1);
    teardown();
  });

  // The React landing route: the nav's router links, and the back button inside the app.
  it('lets go of the section when the landing route goes back to the top of the page', () => {
    function Landing() {
      useScrollToHash();
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => void navigate(-1)}>Back</button>
          <div data-below-fold>
            <section id="faq" />
          </div>
        </>
      );
    }
    document.body.innerHTML = '';
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      render(
        <MemoryRouter initialEntries={['/', '/#faq']} initialIndex={1}>
          <Landing />
        </MemoryRouter>,
      );
      const observer = RecordingResizeObserver.current as RecordingResizeObserver;
      observer.resize();
      expect(scrolled).toHaveBeenCalledTimes(2);
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      observer.resize();
      expect(scrolled).toHaveBeenCalledTimes(2);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
