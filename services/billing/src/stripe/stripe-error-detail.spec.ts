import Stripe from 'stripe';
import { stripeErrorDetail } from './stripe-error-detail';

describe('the logged detail of a Stripe error', () => {
  it("keeps Stripe's fields for the operator and masks anything shaped like a key", () => {
    const error = Stripe.errors.StripeError.generate({
      type: 'invalid_request_error',
      message: 'Invalid API Key provided: sk_live_51Habc123XYZ; webhook whsec_abcDEF',
      code: 'api_key_invalid',
      statusCode: 401,
      requestId: 'req_123',
    });
    const detail = stripeErrorDetail(error);
    expect(detail).toMatchObject({ type: 'StripeAuthenticationError', code: 'api_key_invalid', statusCode: 401, requestId: 'req_123' });
    expect(detail.message).toBe('Invalid API Key provided: sk_[redacted]; webhook whsec_[redacted]');
    expect(JSON.stringify(detail)).not.toMatch(/51Habc123XYZ|abcDEF/);
    expect(stripeErrorDetail('not an error')).toEqual({ message: 'Stripe did not answer' });
  });
});
