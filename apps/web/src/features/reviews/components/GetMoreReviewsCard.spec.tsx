import type { TReviewGrowth } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toString as qrSvg } from 'qrcode';

import { mockApi } from '@/test-utils/api-mock';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { GetMoreReviewsCard } from './GetMoreReviewsCard';

const LINK = 'https://search.google.com/local/writereview?placeid=ChIJbeanthere';

const growth = (overrides: Partial<TReviewGrowth> = {}): TReviewGrowth => ({
  shopName: 'Corner Bean',
  reviewLink: LINK,
  placeId: 'ChIJbeanthere',
  pace: {
    ownPerMonth: 3,
    competitors: [
      { name: 'Bean There', perMonth: 9, estimated: false },
      { name: 'Slow Brew', perMonth: null, estimated: false },
    ],
    leaderName: 'Bean There',
    leaderPerMonth: 9,
    gapPerMonth: 6,
  },
  ...overrides,
});

const renderCard = () =>
  renderRoutes([{ path: '/reviews', element: <GetMoreReviewsCard /> }], '/reviews');
const NO_GATING =
  'Ask every customer. Google forbids review gating: never ask only happy customers or filter by rating.';

describe(GetMoreReviewsCard.name, () => {
  it('compares the paces in plain words, says not to gate reviews, and gives the link, its QR code and the counter card', async () => {
    mockApi({ 'GET /api/reviews/growth': jsonResponse(200, growth()) });
    renderCard();
    expect(
      await screen.findByText('You get 3 new reviews a month; Bean There gets 9.'),
    ).toBeTruthy();
    expect(screen.getByText('About 6 more a month would close the gap.')).toBeTruthy();
    expect(screen.getByTestId('no-gating').textContent).toBe(NO_GATING);
    expect(screen.getByLabelText<HTMLInputElement>('Your Google review link').value).toBe(LINK);

    const qr = await screen.findByRole<HTMLImageElement>('img', {
      name: 'QR code of your Google review link',
    });
    const svg = decodeURIComponent(qr.src.replace('data:image/svg+xml;charset=utf-8,', ''));
    // The QR code of the review link itself (not of some other text).
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toBe(await qrSvg(LINK, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
    expect(svg).not.toBe(
      await qrSvg(`${LINK}x`, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    );

    const card = screen.getByTestId('counter-card');
    expect(card.textContent).toContain('Corner Bean');
    expect(card.textContent).toContain('Enjoyed your visit? Tell others on Google');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(qr.src);
    // Printing shows the card alone, on an A6 page (105 × 148 mm; the e2e checks the printed
    // page's size in Chromium).
    const printCss = screen.getByTestId('counter-card-print').textContent ?? '';
    expect(printCss).toMatch(/@page \{ size: 105mm 148mm;/);
    expect(printCss).toContain('@media print {');
    expect(printCss).toContain('body * { visibility: hidden; }');
    expect(printCss).toContain(
      '.nearbly-counter-card, .nearbly-counter-card * { visibility: visible; }',
    );

    const print = jest.fn();
    window.print = print;
    fireEvent.click(screen.getByRole('button', { name: 'Print counter card' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('copies the review link', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      mockApi({ 'GET /api/reviews/growth': jsonResponse(200, growth()) });
      renderCard();
      fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
      expect(await screen.findByText('Review link copied')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('says what is not known and asks to connect Google first when there is no review link', async () => {
    mockApi({
      'GET /api/reviews/growth': jsonResponse(
        200,
        growth({
          reviewLink: null,
          placeId: null,
          pace: {
            ownPerMonth: null,
            competitors: [{ name: 'Bean There', perMonth: null, estimated: false }],
            leaderName: null,
            leaderPerMonth: null,
            gapPerMonth: null,
          },
        }),
      ),
    });
    renderCard();
    expect(
      await screen.findByText(
        'We have not seen any of your reviews yet, so your pace is not known.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Your competitors' pace is not known yet: it needs their figures on two different days.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Connect Google Business Profile first to get your review link and QR code.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect Google' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(screen.getByTestId('no-gating').textContent).toBe(NO_GATING);
    expect(screen.queryByRole('img', { name: 'QR code of your Google review link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print counter card' })).toBeNull();
    expect(screen.queryByTestId('counter-card')).toBeNull();
  });
});
