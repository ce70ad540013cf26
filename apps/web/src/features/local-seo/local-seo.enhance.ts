import type { TLocalSeoAnalysis, TLocalSeoBusinessType } from '@app/contracts';

import { formatCount } from '@/components/format-count';
import { defineEnhancer, partOf, partsOf } from '@/enhance/enhancer';
import { PROCESS_ERROR_MESSAGE } from '@/app/errors';
import { isUnprocessableResponse, publicApi } from '@/enhance/public-api';

import { ANALYSIS_MESSAGES, fallbackAnalysis } from './local-seo';

// docs/product.md §7 GET /api/analysis/local-seo?businessType&location → { success, analysis }.
export type LocalSeoResponse = { success: true; analysis: TLocalSeoAnalysis };

export const ANALYSIS_SUBMIT_LABEL = 'Get My Free Analysis';

export const ANALYSIS_NOTES = {
  server:
    'An estimate from your type of business, your area and the season. Track your real rankings with a free trial.',
  fallback: 'A rough estimate made in your browser, because our analysis could not be reached.',
} as const;

type AlertState = { status: 'error' | 'warning'; text: string } | null;

// Empties `list` but for its item template, then adds a filled copy of the template per item.
function fillList(
  list: HTMLElement,
  templatePart: string,
  items: readonly string[],
  fill: (item: HTMLElement, text: string) => void,
): void {
  const template = partOf(list, templatePart);
  for (const child of Array.from(list.children)) {
    if (child !== template) child.remove();
  }
  for (const text of items) {
    const item = template.cloneNode(true) as HTMLElement;
    item.removeAttribute('data-part');
    item.hidden = false;
    fill(item, text);
    list.append(item);
  }
}

// The behaviour of AnalysisWidget (docs/product.md §2/§4), for the prerendered landing page and for React
// alike: the form asks for an address or city, 'Analyzing Your Business...' while the server
// works, then the result. On failure the spec's alert shows and a rough estimate made in the
// browser (fallbackAnalysis) is shown anyway, labelled as such.
//
// Parts (data-part): alert (two, data-status error | warning, each with its message), form (with
// the fields named businessType and location), submit, busy, and the result's: result, place,
// score, competition (one per level, data-competition), score-bar, searches, ranking,
// keywords-title, keywords (holding its keyword-template with a [data-field=keyword]),
// opportunities (holding its opportunity-template), note, restart.
export const analysisEnhancer = defineEnhancer('local-seo-analysis', (root) => {
  const alerts = partsOf(root, 'alert');
  const form = partOf<HTMLFormElement>(root, 'form');
  // The fields by name: Chakra's field parts carry their own data-part.
  const businessType = form.querySelector<HTMLSelectElement>('select[name="businessType"]');
  if (!businessType) throw new Error('No business type select in the analysis form');
  const location = form.querySelector<HTMLInputElement>('input[name="location"]');
  if (!location) throw new Error('No location field in the analysis form');
  const submit = partOf<HTMLButtonElement>(root, 'submit');
  const busy = partOf(root, 'busy');
  const result = partOf(root, 'result');
  const restart = partOf<HTMLButtonElement>(root, 'restart');

  let alert: AlertState = null;
  let pending = false;
  let active = true;
  let request = 0;

  const showAlert = (next: AlertState) => {
    alert = next;
    for (const element of alerts) {
      const shown = next !== null && element.dataset.status === next.status;
      // The text first, so an assistive technology announces it when the alert shows.
      partOf(element, 'message').textContent = shown ? next.text : '';
      element.hidden = !shown;
    }
  };

  const setBusy = (next: boolean) => {
    pending = next;
    submit.disabled = next;
    submit.textContent = next ? ANALYSIS_MESSAGES.loading : ANALYSIS_SUBMIT_LABEL;
    busy.hidden = !next;
  };

  const showForm = () => {
    result.hidden = true;
    form.hidden = false;
  };

  const showResult = (analysis: TLocalSeoAnalysis, isFallback: boolean) => {
    partOf(result, 'place').textContent = `Local visibility score for ${analysis.location}`;
    partOf(result, 'score').textContent = String(analysis.score);
    for (const badge of partsOf(result, 'competition')) {
      badge.hidden = badge.dataset.competition !== analysis.competition;
    }
    partOf(result, 'score-bar').style.width = `${Math.min(100, Math.max(0, analysis.score))}%`;
    partOf(result, 'searches').textContent = formatCount(analysis.searchVolume);
    partOf(result, 'ranking').textContent = `#${analysis.currentRanking}`;
    partOf(result, 'keywords-title').textContent = `Top keywords this ${analysis.season}`;
    fillList(
      partOf(result, 'keywords'),
      'keyword-template',
      analysis.topKeywords,
      (item, keyword) => {
        const badge = item.querySelector<HTMLElement>('[data-field="keyword"]');
        if (badge) badge.textContent = keyword;
      },
    );
    fillList(
      partOf(result, 'opportunities'),
      'opportunity-template',
      analysis.opportunities.slice(0, 2),
      (item, opportunity) => {
        item.textContent = opportunity;
      },
    );
    partOf(result, 'note').textContent = isFallback
      ? ANALYSIS_NOTES.fallback
      : ANALYSIS_NOTES.server;
    form.hidden = true;
    result.hidden = false;
  };

  const analyse = async (type: TLocalSeoBusinessType, place: string) => {
    const current = ++request;
    setBusy(true);
    let analysis: TLocalSeoAnalysis;
    let isFallback = false;
    // The server answered, but not with something this page can use (docs/product.md §8).
    let unreadable = false;
    try {
      const query = new URLSearchParams({ businessType: type, location: place });
      const response = await publicApi<LocalSeoResponse>(`/analysis/local-seo?${query.toString()}`);
      if (!response?.analysis) {
        unreadable = true;
        throw new Error('The analysis response holds no analysis');
      }
      analysis = response.analysis;
    } catch (error) {
      analysis = fallbackAnalysis(type, place);
      isFallback = true;
      unreadable ||= isUnprocessableResponse(error);
    }
    if (!active || current !== request) return;
    setBusy(false);
    if (isFallback) {
      const text = unreadable
        ? `${ANALYSIS_MESSAGES.failure} ${PROCESS_ERROR_MESSAGE}`
        : ANALYSIS_MESSAGES.failure;
      showAlert({ status: 'warning', text });
    }
    showResult(analysis, isFallback);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (pending) return;
    const place = location.value.trim();
    // docs/product.md §5: the address or city must not be blank.
    if (!place) {
      showAlert({ status: 'error', text: ANALYSIS_MESSAGES.locationRequired });
      return;
    }
    showAlert(null);
    void analyse(businessType.value as TLocalSeoBusinessType, place);
  };

  const onLocationInput = () => {
    if (alert?.text === ANALYSIS_MESSAGES.locationRequired) showAlert(null);
  };

  // Back to the form, with what the visitor typed.
  const onRestart = () => {
    showAlert(null);
    showForm();
    location.focus();
  };

  const reset = () => {
    showAlert(null);
    setBusy(false);
    showForm();
  };

  reset();
  form.addEventListener('submit', onSubmit);
  location.addEventListener('input', onLocationInput);
  restart.addEventListener('click', onRestart);

  return () => {
    active = false;
    form.removeEventListener('submit', onSubmit);
    location.removeEventListener('input', onLocationInput);
    restart.removeEventListener('click', onRestart);
  };
});
