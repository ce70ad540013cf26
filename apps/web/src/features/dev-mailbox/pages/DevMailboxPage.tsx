import {
  Badge,
  Button,
  Card,
  Container,
  HStack,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';

import { describeError } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { browserTimeZone, formatInstant } from '@/components/format-date';
import { usePageTitle } from '@/components/usePageTitle';

import { useGetDevMailboxQuery, type MailboxMessage } from '../dev-mailbox.api';
import { linkify } from '../linkify';

// A development page with no business: the browser's clock.
const formatDate = (iso: string) => formatInstant(iso, browserTimeZone(), 'dateTime');

function MessageCard({ message }: { message: MailboxMessage }) {
  return (
    <Card.Root as="article">
      <Card.Header>
        <Heading as="h2" size="md">
          {message.subject}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          To {message.to} · {formatDate(message.createdAt)}
        </Text>
      </Card.Header>
      <Card.Body>
        <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
          {linkify(message.text).map((part, index) =>
            part.kind === 'link' ? (
              <Link key={index} href={part.href} color="brand.fg" textDecoration="underline">
                {part.href}
              </Link>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

// A development helper (not linked anywhere): the emails the app would have sent, with their
// links clickable, so sign-up and password-reset flows can be tried without a mail server.
export function DevMailboxPage() {
  usePageTitle('Dev Mailbox');
  const { data, error, isLoading, isFetching, refetch } = useGetDevMailboxQuery();
  const messages = data?.messages ?? [];
  const forbidden = describeError(error).status === 403;

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="3">
            <Heading as="h1" size="2xl">
              Dev Mailbox
            </Heading>
            <Badge colorPalette="accent">Development only</Badge>
          </HStack>
          <Button variant="outline" size="sm" loading={isFetching} onClick={() => void refetch()}>
            <RefreshCw />
            Refresh
          </Button>
        </HStack>
        {isLoading && <Skeleton height="32" />}
        {error !== undefined && (
          <FormMessage
            feedback={{
              kind: 'error',
              message: forbidden
                ? 'The mailbox is only available in development.'
                : describeError(error).message,
            }}
          />
        )}
        {data && messages.length === 0 && (
          <Text color="fg.muted">No emails yet. Sign up or ask for a password reset.</Text>
        )}
        {messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </Stack>
    </Container>
  );
}
