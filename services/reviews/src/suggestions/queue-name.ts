// BullMQ queue of the review-suggestions worker: a stored identifier, private to this service.
// (A module of its own: tests import it without loading the service's environment.)
export const REVIEW_SUGGESTIONS_QUEUE = 'review-suggestions';
