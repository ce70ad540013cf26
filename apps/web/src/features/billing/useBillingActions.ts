import type { TPlanName } from '@app/contracts';

import { browser } from '@/app/browser';
import { errorMessageOf } from '@/app/errors';
import { toaster } from '@/components/Toaster';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import { useCancelSubscriptionMutation, useOpenPortalMutation, useStartCheckoutMutation, useUpdatePlanMutation } from './billing.api';
import { BILLING_MESSAGES, formatDate, portalFailureMessage } from './billing-messages';

// The Billing page's actions with the docs/product.md §7/§8 answers: checkout redirects (a new tab when the
// redirect is blocked), the portal opens in a new tab, failures are alerts with the spec's texts.
export function useBillingActions() {
  const [updatePlan, planState] = useUpdatePlanMutation();
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [startCheckout, checkoutState] = useStartCheckoutMutation();
  const [openPortal, portalState] = useOpenPortalMutation();
  const timeZone = useBusinessTimeZone();

  const changePlan = async (planName: TPlanName) => {
    try {
      const subscription = await updatePlan({ planName }).unwrap();
      toaster.create({ type: 'success', title: `You are now on the ${subscription.planName} plan.` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Could not change your plan', description: errorMessageOf(error) });
    }
  };

  const cancelSubscription = async (periodEnd: string | null) => {
    const until = formatDate(periodEnd, timeZone);
    if (!window.confirm(`Cancel your subscription? You keep full access until ${until}.`)) return;
    try {
      await cancel().unwrap();
      toaster.create({ type: 'success', title: 'Subscription cancelled', description: `You keep full access until ${until}.` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Could not cancel your subscription', description: errorMessageOf(error) });
    }
  };

  const checkout = async (planName: TPlanName) => {
    let url: string | undefined;
    try {
      url = (await startCheckout({ planName }).unwrap()).url;
    } catch (error) {
      window.alert(BILLING_MESSAGES.checkoutFailed(errorMessageOf(error)));
      return;
    }
    if (!url) {
      window.alert(BILLING_MESSAGES.checkoutNoUrl);
      return;
    }
    try {
      browser.assign(url);
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  };

  const portal = async () => {
    try {
      const { url } = await openPortal().unwrap();
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      window.alert(portalFailureMessage(errorMessageOf(error)));
    }
  };

  return {
    changePlan,
    cancelSubscription,
    checkout,
    portal,
    busy: { plan: planState.isLoading, cancel: cancelState.isLoading, checkout: checkoutState.isLoading, portal: portalState.isLoading },
  };
}

export type BillingActions = ReturnType<typeof useBillingActions>;
