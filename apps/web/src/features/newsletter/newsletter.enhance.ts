import { defineEnhancer, partOf } from '@/enhance/enhancer';
import { PROCESS_ERROR_MESSAGE } from '@/app/errors';
import { isUnprocessableResponse, publicApi } from '@/enhance/public-api';

// docs/product.md §7: the footer always sends this business type.
export const FOOTER_BUSINESS_TYPE = 'local-business';

// docs/product.md §5/§8: the footer newsletter's messages, word for word.
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  success: 'Thanks for subscribing! Check your email for a welcome message.',
  failure: 'Sorry, there was an error with your subscription. Please try again.',
} as const;

// docs/product.md §7: POST /api/newsletter/subscribe answers 200 on success (also when the address was
// already on the list) or 400 { error: 'Validation error', details }.
export type NewsletterSubscribeResponse = { success: true; alreadySubscribed: boolean };

type Feedback = { kind: 'success' | 'error'; text: string } | null;

// The footer's newsletter form (NewsletterSignup.tsx renders it): blank → the spec's message and
// no call; otherwise the button is busy while the address is sent, then thanks (field cleared)
// or the failure; editing the field clears an error.
export const newsletterEnhancer = defineEnhancer('newsletter', (form) => {
  const input = partOf<HTMLInputElement>(form, 'email');
  const button = partOf<HTMLButtonElement>(form, 'submit');
  const message = partOf(form, 'message');
  let busy = false;

  const show = (feedback: Feedback) => {
    message.hidden = feedback === null;
    message.textContent = feedback?.text ?? '';
    message.dataset.kind = feedback?.kind ?? '';
    if (feedback) message.setAttribute('role', feedback.kind === 'error' ? 'alert' : 'status');
    else message.removeAttribute('role');
    if (feedback) input.setAttribute('aria-describedby', message.id);
    else input.removeAttribute('aria-describedby');
    input.setAttribute('aria-invalid', String(feedback?.kind === 'error'));
  };
  const setBusy = (value: boolean) => {
    busy = value;
    button.disabled = value;
    button.textContent = value ? 'Subscribing...' : 'Subscribe';
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const email = input.value.trim();
    if (!email) {
      show({ kind: 'error', text: NEWSLETTER_MESSAGES.emailRequired });
      return;
    }
    show(null);
    setBusy(true);
    try {
      await publicApi<NewsletterSubscribeResponse>('/newsletter/subscribe', {
        method: 'POST',
        body: { email, businessType: FOOTER_BUSINESS_TYPE },
      });
      input.value = '';
      show({ kind: 'success', text: NEWSLETTER_MESSAGES.success });
    } catch (error) {
      // docs/product.md §8: an answer that cannot be read says so after the apology.
      const text = isUnprocessableResponse(error)
        ? `${NEWSLETTER_MESSAGES.failure} ${PROCESS_ERROR_MESSAGE}`
        : NEWSLETTER_MESSAGES.failure;
      show({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };
  const onEdit = () => {
    if (message.dataset.kind === 'error') show(null);
  };
  const submit = (event: SubmitEvent) => void onSubmit(event);
  form.addEventListener('submit', submit);
  input.addEventListener('input', onEdit);
  input.addEventListener('change', onEdit);
  return () => {
    form.removeEventListener('submit', submit);
    input.removeEventListener('input', onEdit);
    input.removeEventListener('change', onEdit);
  };
});
