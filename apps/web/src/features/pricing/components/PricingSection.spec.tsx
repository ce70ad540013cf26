import { fireEvent, isInaccessible, screen, waitFor, within } from '@testing-library/react';

import type { TPlan, TPlanCatalogue } from '@app/contracts';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { jsonResponse, renderWithProviders } from '@/test-utils/render';

import { PricingSection } from './PricingSection';

const plan = (
  name: TPlan['name'],
  priceMonthly: number,
  limits: TPlan['limits'],
  features: string[],
): TPlan => ({
  name,
  priceMonthly,
  priceYearly: priceMonthly * 10,
  limits,
  features,
  mostPopular: name === 'Growing Local',
});

const catalogue: TPlanCatalogue = {
  plans: [
    plan('Single Shop', 20, { locations: 1, keywords: 25, competitors: 3 }, [
      'Locations',
      'GMB Integration',
    ]),
    plan('Growing Local', 39, { locations: 3, keywords: 100, competitors: 10 }, [
      'Locations',
      'AI Keyword Suggestions',
      'Competitor Analysis',
    ]),
    plan('Local Chain', 79, { locations: 10, keywords: 500, competitors: 25 }, [
      'AI Review Responses',
      'Reporting',
      'Priority Support',
    ]),
  ],
  extraLocationMonthly: 10,
  trialDays: 14,
  currency: 'usd',
};

const card = (name: string) => screen.getByRole('article', { name });
// jsdom lays the badge out inline, so its name has no space before the badge.
const YEARLY_WITH_SAVING = /^Yearly ?17% off$/;
// Whether a text is on screen (not in a hidden state or template).
const shows = (text: string) =>
  screen.queryAllByText(text).some((element) => !isInaccessible(element));

describe(PricingSection.name, () => {
  it('shows the loading skeleton, then the three plans of the billing service', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/billing/plans': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<PricingSection />);

    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
    // No saving figure before the prices are known.
    expect(screen.getByRole('button', { name: 'Yearly' })).toBeTruthy();

    answer(jsonResponse(200, catalogue));

    await screen.findByRole('article', { name: 'Single Shop' });
    expect(screen.queryByRole('status', { name: 'Loading plans' })).toBeNull();
    expect(
      screen.getAllByRole('article').map((item) => item.querySelector('h3')?.textContent),
    ).toEqual(['Single Shop', 'Growing Local', 'Local Chain']);
    expect(card('Single Shop').textContent).toMatch(
      /^Single Shop\$20\/month.*1 location25 keywords tracked3 competitors watchedGMB Integration/,
    );
    expect(card('Single Shop').textContent).not.toMatch(/Most popular|Locations/);
    expect(card('Growing Local').textContent).toMatch(
      /Growing LocalMost popular\$39\/monthor \$390\/year, 2 months free3 locations.*AI Keyword Suggestions.*Competitor Analysis/,
    );
    expect(card('Local Chain').textContent).toMatch(
      /\$79\/month.*10 locations.*AI Review Responses.*Reporting.*Priority Support/,
    );
    const cta = within(card('Local Chain')).getByRole('link', {
      name: 'Start 14-day free trial of Local Chain',
    });
    expect(cta.getAttribute('href')).toBe('/signup');
    expect(cta.textContent).toBe('Start 14-day free trial');
    expect(within(card('Growing Local')).getAllByRole('link')).toHaveLength(1);
    expect(
      screen.getByText(
        'Extra location $10/month · 14-day free trial · No credit card required · Cancel anytime',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Start with a 14-day free trial. No credit card required.'),
    ).toBeTruthy();
  });

  it('switches every price to yearly with the saving, and back to monthly', async () => {
    mockApi({ 'GET /api/billing/plans': jsonResponse(200, catalogue) });
    renderWithProviders(<PricingSection />);
    await screen.findByRole('article', { name: 'Single Shop' });

    const monthly = screen.getByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: YEARLY_WITH_SAVING });
    expect(monthly.getAttribute('aria-pressed')).toBe('true');
    expect(yearly.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(yearly);

    expect(yearly.getAttribute('aria-pressed')).toBe('true');
    expect(monthly.getAttribute('aria-pressed')).toBe('false');
    expect(card('Single Shop').textContent).toContain('$200/year17% off — save 2 months free');
    expect(card('Growing Local').textContent).toContain('$390/year');
    expect(card('Local Chain').textContent).toContain('$790/year');
    expect(card('Local Chain').textContent).not.toContain('/month');

    fireEvent.click(monthly);

    expect(monthly.getAttribute('aria-pressed')).toBe('true');
    expect(card('Single Shop').textContent).toContain('$20/monthor $200/year, 2 months free');
  });

  it('keeps the period chosen while the plans were loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/billing/plans': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<PricingSection />);

    fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    answer(jsonResponse(200, catalogue));

    await screen.findByRole('article', { name: 'Growing Local' });
    expect(card('Growing Local').textContent).toContain('$390/year');
    expect(
      screen.getByRole('button', { name: YEARLY_WITH_SAVING }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says the prices could not be loaded, and loads them again on Try again', async () => {
    let failing = true;
    const fetchMock = mockApi({
      'GET /api/billing/plans': () =>
        failing
          ? jsonResponse(503, { error: 'Billing is unavailable' })
          : jsonResponse(200, catalogue),
    });
    renderWithProviders(<PricingSection />);

    await waitFor(() => expect(shows('We could not load our prices right now.')).toBe(true));
    expect(screen.queryByRole('status', { name: 'Loading plans' })).toBeNull();
    expect(screen.queryAllByRole('article')).toEqual([]);

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Local Chain' })).toBeTruthy();
    expect(shows('We could not load our prices right now.')).toBe(false);
    expect(callsTo(fetchMock, 'GET /api/billing/plans')).toHaveLength(2);
  });

  // Try again is hidden once pressed: its focus goes to the skeleton, then to the first plan, or
  // back to the button if the prices still cannot load, instead of to the top of the page.
  it('keeps the focus of Try again in the section while the prices load again', async () => {
    const answers: ((response: Response) => void)[] = [];
    mockApi({
      'GET /api/billing/plans': () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    renderWithProviders(<PricingSection />);
    answers[0]?.(jsonResponse(503, { error: 'Billing is unavailable' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });

    retry.focus();
    fireEvent.click(retry);
    expect(document.activeElement).toBe(screen.getByRole('status', { name: 'Loading plans' }));
    answers[1]?.(jsonResponse(503, { error: 'Billing is unavailable' }));
    await waitFor(() => expect(shows('We could not load our prices right now.')).toBe(true));
    expect(document.activeElement).toBe(retry);

    fireEvent.click(retry);
    answers[2]?.(jsonResponse(200, catalogue));
    await screen.findByRole('article', { name: 'Single Shop' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Single Shop' }));
  });

  it('leaves the focus where it is when the section did not have it', async () => {
    mockApi({ 'GET /api/billing/plans': () => jsonResponse(200, catalogue) });
    renderWithProviders(<PricingSection />);
    const monthly = screen.getByRole('button', { name: 'Monthly' });
    monthly.focus();
    await screen.findByRole('article', { name: 'Single Shop' });
    expect(document.activeElement).toBe(monthly);
  });
});
