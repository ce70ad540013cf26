import type { TPlan, TPlanCatalogue } from '@app/contracts';

import { formatCount } from '@/components/format-count';
import { defineEnhancer, partOf, partsOf } from '@/enhance/enhancer';
import { publicApi } from '@/enhance/public-api';

import { bestYearlySaving, formatDollars, yearlySaving, type BillingPeriod } from './pricing';

// The behaviour of PricingSection (docs/product.md §2 section 7 / §9), for the prerendered landing page and
// for React alike: loads the plan catalogue of the billing service (loading → error with 'Try
// again' → the cards), builds each card from the hidden plan-card template React rendered, and
// switches the prices between monthly and yearly.
//
// Parts of the section (data-part): subtitle, period (the two toggle buttons, data-period),
// yearly-saving (the toggle's badge), loading, error, retry, catalogue, plans, extras,
// plan-template. Fields of a card (data-field): name, popular, price, per, saving, features
// (holding its feature-template), feature, cta-popular, cta-regular.
// The section's data-status (loading, error, ready) names the state shown, for its styles.

const plural = (count: number, word: string) =>
  `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

// The lines of a card's list: its limits, then its features.
const planLines = (plan: TPlan): string[] => [
  plural(plan.limits.locations, 'location'),
  `${plural(plan.limits.keywords, 'keyword')} tracked`,
  `${plural(plan.limits.competitors, 'competitor')} watched`,
  // The locations line above already says how many.
  ...plan.features.filter((feature) => feature !== 'Locations'),
];

function fieldOf(root: HTMLElement, name: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!element) throw new Error(`No [data-field="${name}"] in the plan card`);
  return element;
}

type PlanCardView = { plan: TPlan; element: HTMLElement };
/** What the section shows: the skeleton, the error with Try again, or the plans. */
type PricingStatus = 'loading' | 'error' | 'ready';

// A filled copy of the plan-card template.
function buildCard(template: HTMLElement, plan: TPlan, trialDays: number): HTMLElement {
  const card = template.cloneNode(true) as HTMLElement;
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, '-')}`;
  const heading = fieldOf(card, 'name');
  heading.id = headingId;
  heading.textContent = plan.name;
  card.setAttribute('aria-labelledby', headingId);
  card.dataset.popular = String(plan.mostPopular);
  if (!plan.mostPopular) fieldOf(card, 'popular').remove();

  const list = fieldOf(card, 'features');
  const itemTemplate = partOf(card, 'feature-template');
  itemTemplate.remove();
  for (const line of planLines(plan)) {
    const item = itemTemplate.cloneNode(true) as HTMLElement;
    item.removeAttribute('data-part');
    item.hidden = false;
    fieldOf(item, 'feature').textContent = line;
    list.append(item);
  }

  const [keep, drop] = plan.mostPopular
    ? ['cta-popular', 'cta-regular']
    : ['cta-regular', 'cta-popular'];
  fieldOf(card, drop).remove();
  const cta = fieldOf(card, keep);
  cta.setAttribute('aria-label', `Start ${trialDays}-day free trial of ${plan.name}`);
  cta.textContent = `Start ${trialDays}-day free trial`;
  return card;
}

// The price of a card for a billing period.
function showPeriod({ plan, element }: PlanCardView, period: BillingPeriod): void {
  const yearly = period === 'yearly';
  const saving = yearlySaving(plan);
  fieldOf(element, 'price').textContent = formatDollars(
    yearly ? plan.priceYearly : plan.priceMonthly,
  );
  fieldOf(element, 'per').textContent = yearly ? '/year' : '/month';
  const line = fieldOf(element, 'saving');
  line.dataset.period = period;
  line.textContent = yearly
    ? `${saving.percentOff}% off — save ${saving.monthsFree} months free`
    : `or ${formatDollars(plan.priceYearly)}/year, ${saving.monthsFree} months free`;
}

export const pricingEnhancer = defineEnhancer('pricing', (root) => {
  const subtitle = partOf(root, 'subtitle');
  const periodButtons = partsOf<HTMLButtonElement>(root, 'period');
  const yearlyBadge = partOf(root, 'yearly-saving');
  const loading = partOf(root, 'loading');
  const error = partOf(root, 'error');
  const retry = partOf<HTMLButtonElement>(root, 'retry');
  const catalogueView = partOf(root, 'catalogue');
  const plans = partOf(root, 'plans');
  const extras = partOf(root, 'extras');
  const template = partOf(root, 'plan-template').firstElementChild as HTMLElement | null;
  if (!template) throw new Error('The plan-card template is empty');

  let period: BillingPeriod = 'monthly';
  let cards: PlanCardView[] = [];
  let active = true;
  let request = 0;

  // The part that takes the focus in each state: a keyboard user who pressed Try again is not
  // dropped to the top of the page when the button is hidden, nor when the skeleton is. The
  // skeleton and the plans' names are focusable by script only (tabIndex -1 in their markup).
  const focusTarget = (status: PricingStatus): HTMLElement | undefined => {
    if (status === 'error') return retry;
    if (status === 'loading') return loading;
    return cards[0] && fieldOf(cards[0].element, 'name');
  };

  const showStatus = (status: PricingStatus) => {
    const focused = root.ownerDocument.activeElement;
    const hadFocus = [loading, error].some((part) => !part.hidden && part.contains(focused));
    root.dataset.status = status;
    loading.hidden = status !== 'loading';
    error.hidden = status !== 'error';
    catalogueView.hidden = status !== 'ready';
    if (hadFocus) focusTarget(status)?.focus();
  };

  const showToggle = () => {
    for (const button of periodButtons) {
      button.setAttribute('aria-pressed', String(button.dataset.period === period));
    }
    for (const card of cards) showPeriod(card, period);
  };

  const showCatalogue = (catalogue: TPlanCatalogue) => {
    subtitle.textContent = `Start with a ${catalogue.trialDays}-day free trial. No credit card required.`;
    const saving = bestYearlySaving(catalogue.plans);
    yearlyBadge.textContent = `${saving.percentOff}% off`;
    yearlyBadge.hidden = saving.percentOff <= 0;
    cards = catalogue.plans.map((plan) => ({
      plan,
      element: buildCard(template, plan, catalogue.trialDays),
    }));
    plans.replaceChildren(...cards.map((card) => card.element));
    extras.textContent =
      `Extra location ${formatDollars(catalogue.extraLocationMonthly)}/month · ` +
      `${catalogue.trialDays}-day free trial · No credit card required · Cancel anytime`;
    showToggle();
    showStatus('ready');
  };

  const load = async () => {
    const current = ++request;
    showStatus('loading');
    try {
      const catalogue = await publicApi<TPlanCatalogue>('/billing/plans');
      if (active && current === request) showCatalogue(catalogue);
    } catch {
      if (active && current === request) showStatus('error');
    }
  };

  const onToggle = (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    period = button.dataset.period === 'yearly' ? 'yearly' : 'monthly';
    showToggle();
  };
  const onRetry = () => void load();

  // From the markup's first state: nothing loaded, monthly, no saving figure yet.
  yearlyBadge.hidden = true;
  plans.replaceChildren();
  showToggle();
  for (const button of periodButtons) button.addEventListener('click', onToggle);
  retry.addEventListener('click', onRetry);
  void load();

  return () => {
    active = false;
    for (const button of periodButtons) button.removeEventListener('click', onToggle);
    retry.removeEventListener('click', onRetry);
  };
});
