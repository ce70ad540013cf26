import { fireEvent, isInaccessible, screen, within } from '@testing-library/react';

import type { TLocalSeoAnalysis } from '@app/contracts';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { jsonResponse, renderWithProviders } from '@/test-utils/render';

import { ANALYSIS_MESSAGES, fallbackAnalysis } from '../local-seo';
import { AnalysisWidget } from './AnalysisWidget';

const ROUTE = 'GET /api/analysis/local-seo';

const analysis: TLocalSeoAnalysis = {
  businessType: 'gym',
  location: '12 Main St, Springfield, IL',
  searchVolume: 1840,
  competition: 'High',
  currentRanking: 12,
  topKeywords: ['gym springfield', 'gym near me', '24 hour gym springfield'],
  opportunities: [
    'Post your class schedule on Google every week.',
    'Answer every Google review within a day.',
    'Add photos of your equipment.',
  ],
  score: 63,
  season: 'winter',
};

const widget = () => screen.getByRole('region', { name: 'Free local SEO analysis' });
const locationField = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Business address or city' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Get My Free Analysis' }));
// Whether a text is on screen (not in a hidden state or template).
const shows = (text: string) =>
  screen.queryAllByText(text).some((element) => !isInaccessible(element));

function fill(businessType: string, location: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Business type' }), {
    target: { value: businessType },
  });
  fireEvent.change(locationField(), { target: { value: location } });
}

describe(AnalysisWidget.name, () => {
  it('asks for an address or city, calls no server, and drops the alert once the visitor types', () => {
    const fetchMock = mockApi({});
    renderWithProviders(<AnalysisWidget />);

    expect(screen.queryByRole('alert')).toBeNull();
    fill('cafe', '   ');
    submit();

    expect(screen.getByRole('alert').textContent).toBe(ANALYSIS_MESSAGES.locationRequired);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.input(locationField(), { target: { value: 'Aus' } });

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Analyzing Your Business...' meanwhile, then the server's analysis", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      [ROUTE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<AnalysisWidget />);

    fill('gym', ' 12 Main St, Springfield, IL ');
    submit();

    const busy = screen.getByRole('button', { name: 'Analyzing Your Business...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe(
      'Checking searches, competition and the season near you…',
    );
    const [request] = callsTo(fetchMock, ROUTE);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      businessType: 'gym',
      location: '12 Main St, Springfield, IL',
    });

    answer(jsonResponse(200, { success: true, analysis }));

    await screen.findByText('Local visibility score for 12 Main St, Springfield, IL');
    const result = widget();
    expect(result.textContent).toContain('63/100');
    expect(result.textContent).toContain('Monthly searches1,840');
    expect(result.textContent).toContain('Estimated ranking#12');
    expect(result.textContent).toContain('Top keywords this winter');
    expect(shows('High competition')).toBe(true);
    expect(shows('Medium competition')).toBe(false);
    expect(shows('Low competition')).toBe(false);
    const [keywords, opportunities] = within(result).getAllByRole('list');
    expect(
      within(keywords!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(analysis.topKeywords);
    // The first two opportunities only.
    expect(
      within(opportunities!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(analysis.opportunities.slice(0, 2));
    expect(result.querySelector<HTMLElement>('[data-part="score-bar"]')?.style.width).toBe('63%');
    expect(
      shows(
        'An estimate from your type of business, your area and the season. Track your real rankings with a free trial.',
      ),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says the analysis failed and shows the rough estimate made in the browser', async () => {
    mockApi({
      [ROUTE]: jsonResponse(400, {
        error: 'Business address or city must contain letters or digits',
      }),
    });
    renderWithProviders(<AnalysisWidget />);

    fill('boutique', '#@!?');
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(ANALYSIS_MESSAGES.failure);
    const fallback = fallbackAnalysis('boutique', '#@!?');
    const text = widget().textContent;
    expect(text).toContain('Local visibility score for #@!?');
    expect(text).toContain(`${fallback.score}/100`);
    expect(text).toContain(`Monthly searches${fallback.searchVolume.toLocaleString('en-US')}`);
    expect(text).toContain(`Estimated ranking#${fallback.currentRanking}`);
    expect(shows('Low competition')).toBe(true);
    expect(
      shows('A rough estimate made in your browser, because our analysis could not be reached.'),
    ).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Get My Free Analysis', hidden: true }),
    ).toHaveProperty('disabled', false);
  });

  it('goes back to the form with the same input on "Analyze another business", and analyses again', async () => {
    const fetchMock = mockApi({ [ROUTE]: jsonResponse(200, { success: true, analysis }) });
    renderWithProviders(<AnalysisWidget />);

    fill('gym', '12 Main St, Springfield, IL');
    submit();
    await screen.findByText('Local visibility score for 12 Main St, Springfield, IL');
    const first = widget().textContent;

    fireEvent.click(screen.getByRole('button', { name: 'Analyze another business' }));

    expect(screen.queryByRole('button', { name: 'Analyze another business' })).toBeNull();
    expect(shows('Local visibility score for 12 Main St, Springfield, IL')).toBe(false);
    expect(locationField().value).toBe('12 Main St, Springfield, IL');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Business type' }).value).toBe(
      'gym',
    );
    expect(document.activeElement).toBe(locationField());

    submit();
    await screen.findByRole('button', { name: 'Analyze another business' });
    expect(callsTo(fetchMock, ROUTE)).toHaveLength(2);
    // The same analysis shows the same way, with no leftovers from the first one.
    expect(widget().textContent).toBe(first);
    expect(within(widget()).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says the answer could not be processed, and shows the estimate, when it is unusable', async () => {
    const answers = [
      new Response('<!doctype html><title>Nearbly</title>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
      jsonResponse(200, { success: true }),
    ];
    for (const answer of answers) {
      mockApi({ [ROUTE]: answer });
      const { unmount } = renderWithProviders(<AnalysisWidget />);

      fill('gym', 'Springfield');
      submit();

      expect((await screen.findByRole('alert')).textContent).toBe(
        `${ANALYSIS_MESSAGES.failure} Failed to process server response.`,
      );
      expect(
        shows('A rough estimate made in your browser, because our analysis could not be reached.'),
      ).toBe(true);
      unmount();
    }
  });
});
