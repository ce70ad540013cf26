import { describeError } from '@/app/errors';
import type { FormFeedback } from '@/components/FormMessage';

// docs/product.md §8: a settings save that failed says so in its own words, with the server's reasons
// (validation details, or its message when it gave one) underneath.
export function saveFailure(message: string, error: unknown): FormFeedback {
  const info = describeError(error);
  const details =
    info.details.length > 0
      ? info.details
      : info.status === 400 || info.status === 409
        ? [{ path: '', message: info.message }]
        : [];
  return { kind: 'error', message, details };
}
