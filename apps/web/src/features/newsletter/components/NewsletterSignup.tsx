import { Button, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';

import { useEnhancer } from '@/enhance/useEnhancer';

import { newsletterEnhancer } from '../newsletter.enhance';

export { NEWSLETTER_MESSAGES } from '../newsletter.enhance';

// The footer's newsletter sign-up (docs/product.md §2/§5/§7). Its behaviour is newsletter.enhance.ts, so the
// prerendered landing page has it without React; the message's two looks are in the styles.
export function NewsletterSignup() {
  const enhancer = useEnhancer(newsletterEnhancer);
  const headingId = useId();
  const messageId = useId();

  return (
    // noValidate: the messages are ours and shown inline, not the browser's bubbles.
    <chakra.form {...enhancer} noValidate aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h2" id={headingId} size="md">
          Local SEO tips for your shop
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          One short email a month: what is changing on Google Maps and what to do about it.
        </Text>
        <Field.Root>
          <Field.Label>Email address</Field.Label>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" width="full">
            <Input
              data-part="email"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@yourshop.com"
              aria-invalid={false}
            />
            <Button data-part="submit" type="submit" colorPalette="brand" flexShrink={0}>
              Subscribe
            </Button>
          </Stack>
        </Field.Root>
        <Text
          data-part="message"
          id={messageId}
          hidden
          fontSize="sm"
          color="fg.success"
          css={{ '&[data-kind=error]': { color: 'fg.error' } }}
        />
      </Stack>
    </chakra.form>
  );
}
