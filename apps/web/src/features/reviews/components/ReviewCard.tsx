import {
  Badge,
  Button,
  Card,
  Field,
  HStack,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useState } from 'react';

import { errorMessageOf } from '@/app/errors';
import { toaster } from '@/components/Toaster';
import { formatInstant } from '@/components/format-date';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';
import { GoogleSourceBadge } from '@/features/gmb/components/GoogleSourceBadge';

import { DEFAULT_RESPONSE_TEXT } from '../review-options';
import { REVIEWS_MESSAGES } from '../reviews-messages';
import { useRespondToReviewMutation, type Review } from '../reviews.api';
import { ReplyPublicationState } from './ReplyPublicationState';
import { StarRating } from './StarRating';

function SuggestionHint({ review }: { review: Review }) {
  if (review.suggestionStatus === 'pending') {
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="xs" />
        <Text>Drafting a suggested reply...</Text>
      </HStack>
    );
  }
  if (review.suggestionStatus === 'failed') {
    return (
      <Text color="fg.muted" fontSize="sm">
        No suggestion could be drafted. Write your own reply, or send the default thank-you.
      </Text>
    );
  }
  if (review.autoReplyHeld) {
    return (
      <Text color="orange.fg" fontSize="sm" data-testid="auto-reply-held">
        {review.autoReplyHeld}
      </Text>
    );
  }
  return null;
}

// docs/product.md §2 Reviews card: reviewer, platform, rating, date, text, Responded/Pending badge, the AI
// suggested response in an editable reply, and Send Response.
export function ReviewCard({ review }: { review: Review }) {
  const headingId = useId();
  const replyId = useId();
  const timeZone = useBusinessTimeZone();
  // null until the owner edits: the reply follows the suggestion as it arrives or is regenerated.
  const [edited, setEdited] = useState<string | null>(null);
  const [respond, { isLoading: sending }] = useRespondToReviewMutation();
  const reply = edited ?? review.aiSuggestedResponse ?? '';
  const responded = review.status === 'responded';

  async function send() {
    // docs/product.md §8: a reply without a suggestion is sent as 'Thank you for your feedback!'.
    const responseText = reply.trim() || DEFAULT_RESPONSE_TEXT;
    try {
      await respond({ id: review.id, responseText }).unwrap();
      setEdited(null);
      toaster.create({ type: 'success', title: REVIEWS_MESSAGES.sent });
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: REVIEWS_MESSAGES.sendFailed,
        description: errorMessageOf(caught),
      });
    }
  }

  return (
    <Card.Root as="article" aria-labelledby={headingId} data-testid="review-card">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Text id={headingId} fontWeight="semibold">
              {review.reviewerName}
            </Text>
            <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
              <Badge variant="outline">{review.platform}</Badge>
              {review.source === 'google-sandbox' && <GoogleSourceBadge source={review.source} />}
              <StarRating rating={review.rating} />
              <Text>
                <time dateTime={review.reviewDate}>
                  {formatInstant(review.reviewDate, timeZone, 'short')}
                </time>
              </Text>
            </HStack>
          </Stack>
          <Badge colorPalette={responded ? 'green' : 'orange'} variant="subtle">
            {responded ? 'Responded' : 'Pending'}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text>{review.reviewText || 'No written review.'}</Text>
          {responded ? (
            <Stack gap="1" bg="bg.muted" borderRadius="md" p="3" data-testid="review-response">
              <Text fontSize="sm" fontWeight="medium">
                Your response
                {review.responseDate && (
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    {' · '}
                    <time dateTime={review.responseDate}>
                      {formatInstant(review.responseDate, timeZone, 'short')}
                    </time>
                  </Text>
                )}
                {review.respondedAutomatically && (
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    {' · sent automatically'}
                  </Text>
                )}
              </Text>
              <Text>{review.responseText}</Text>
              <ReplyPublicationState review={review} />
            </Stack>
          ) : (
            <Stack gap="2">
              <Field.Root>
                <Field.Label htmlFor={replyId}>AI Suggested Response</Field.Label>
                <Textarea
                  id={replyId}
                  value={reply}
                  onChange={(event) => setEdited(event.target.value)}
                  placeholder={DEFAULT_RESPONSE_TEXT}
                  rows={4}
                  maxLength={2000}
                />
              </Field.Root>
              <SuggestionHint review={review} />
              <HStack justify="flex-end">
                <Button
                  colorPalette="brand"
                  onClick={() => void send()}
                  loading={sending}
                  loadingText="Sending..."
                >
                  Send Response
                </Button>
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
