// What the log keeps of a failed Stripe call: the SDK's error fields, with anything shaped like a
// Stripe key (secret, restricted, publishable, webhook secret) masked.
const SECRET_SHAPED = /\b(sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g;
const masked = (value: unknown): string | undefined => (typeof value === 'string' ? value.replace(SECRET_SHAPED, '$1_[redacted]') : undefined);

export const stripeErrorDetail = (error: unknown): Record<string, unknown> => {
  if (!(error instanceof Error)) return { message: 'Stripe did not answer' };
  const fields = error as Error & Partial<Record<'type' | 'code' | 'param' | 'statusCode' | 'requestId', unknown>>;
  return { type: masked(fields.type), code: masked(fields.code), param: masked(fields.param), statusCode: fields.statusCode, requestId: masked(fields.requestId), message: masked(error.message) };
};
