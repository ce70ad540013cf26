import { Button, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';

import { FOOTER_BUSINESS_TYPE, useSubscribeToNewsletterMutation } from '../newsletter.api';

// SPEC §5/§8: the footer newsletter's messages, word for word.
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  success: 'Thanks for subscribing! Check your email for a welcome message.',
  failure: 'Sorry, there was an error with your subscription. Please try again.',
} as const;

type Feedback = { kind: 'success' | 'error'; text: string };

export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation();
  const headingId = useId();
  const messageId = useId();

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setFeedback({ kind: 'error', text: NEWSLETTER_MESSAGES.emailRequired });
      return;
    }
    setFeedback(null);
    try {
      await subscribe({ email: address, businessType: FOOTER_BUSINESS_TYPE }).unwrap();
      setEmail('');
      setFeedback({ kind: 'success', text: NEWSLETTER_MESSAGES.success });
    } catch {
      setFeedback({ kind: 'error', text: NEWSLETTER_MESSAGES.failure });
    }
  }

  const isError = feedback?.kind === 'error';

  return (
    // noValidate: the messages are ours and shown inline, not the browser's bubbles.
    <chakra.form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Stack gap="3">
        <Heading as="h2" id={headingId} size="md">
          Local SEO tips for your shop
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          One short email a month: what is changing on Google Maps and what to do about it.
        </Text>
        <Field.Root invalid={isError}>
          <Field.Label>Email address</Field.Label>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" width="full">
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@yourshop.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (isError) setFeedback(null);
              }}
              aria-describedby={feedback ? messageId : undefined}
            />
            <Button type="submit" colorPalette="brand" disabled={isLoading} flexShrink={0}>
              {isLoading ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </Stack>
        </Field.Root>
        {feedback && (
          <Text
            id={messageId}
            role={isError ? 'alert' : 'status'}
            fontSize="sm"
            color={isError ? 'fg.error' : 'fg.success'}
          >
            {feedback.text}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
