import { Button, HStack, Spinner, Text } from '@chakra-ui/react';

import { errorMessageOf } from '@/app/errors';
import { toaster } from '@/components/Toaster';

import { REVIEWS_MESSAGES } from '../reviews-messages';
import { useRetryReplyPublicationMutation, type Review } from '../reviews.api';

// Where the owner's reply to a Google review stands on Google (issue 17): a retry after a failure
// starts publishing again.
export function ReplyPublicationState({ review }: { review: Review }) {
  const [retry, { isLoading }] = useRetryReplyPublicationMutation();
  const publication = review.replyPublication;
  if (!publication) return null;

  async function tryAgain() {
    try {
      await retry({ id: review.id }).unwrap();
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: REVIEWS_MESSAGES.retryFailed,
        description: errorMessageOf(caught),
      });
    }
  }

  switch (publication.state) {
    case 'publishing':
      return (
        <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="reply-publication" data-state="publishing">
          <Spinner size="xs" />
          <Text>{REVIEWS_MESSAGES.publishing}</Text>
        </HStack>
      );
    case 'published':
      return (
        <Text fontSize="sm" color="green.fg" data-testid="reply-publication" data-state="published">
          {REVIEWS_MESSAGES.published}
        </Text>
      );
    case 'failed':
      return (
        <HStack gap="3" wrap="wrap" data-testid="reply-publication" data-state="failed">
          <Text fontSize="sm" color="fg.error">
            {`Failed: ${publication.reason ?? REVIEWS_MESSAGES.unknownReason}`}
          </Text>
          <Button size="xs" variant="outline" loading={isLoading} onClick={() => void tryAgain()}>
            Retry
          </Button>
        </HStack>
      );
  }
}
