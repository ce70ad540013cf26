import {
  Button,
  Card,
  Container,
  Heading,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

import { SUPPORT_EMAIL } from '@/app/ui-constants';
import { usePageMeta } from '@/components/usePageTitle';

const MAILTO = `mailto:${SUPPORT_EMAIL}`;
const MAILTO_WITH_SUBJECT = `${MAILTO}?${new URLSearchParams({ subject: 'Email link test', body: 'Hello Nearbly team,' }).toString().replace(/\+/g, '%20')}`;

const TIPS = [
  'Nothing happens when you click? Your computer has no default email app. On Windows: Settings → Apps → Default apps → Email. On a Mac: open Mail → Settings → General → Default email reader.',
  'Your webmail (Gmail, Outlook.com) can open email links: in Chrome, open Gmail and click the handler icon in the address bar to allow it; in Firefox, Settings → Applications → mailto.',
  'The wrong app opens? Change the default email app as above, or copy the address and paste it into the app you use.',
  'On a work computer, your company may block email links: copy the address instead.',
  'Still stuck? Use our contact form — it reaches the same inbox.',
];

function Method({
  step,
  title,
  text,
  children,
}: {
  step: number;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={`method-${step}`}>
      <Card.Body gap="3">
        <Heading as="h2" id={`method-${step}`} size="md">
          {step}. {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" flex="1">
          {text}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

// docs/product.md §2 Email-link test page: four ways of opening a mailto link plus troubleshooting tips.
export function EmailTestPage() {
  usePageMeta({
    title: 'Email Link Test',
    description:
      'Check that email links open on your device: four ways to open a mailto link, and what to do when nothing happens.',
    path: '/email-test',
  });
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = () => {
    navigator.clipboard.writeText(SUPPORT_EMAIL).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3" mb="10" maxW="prose">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Email Link Test
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Our support links open your email app with our address filled in. If one did not work for
          you, try these four ways: each opens a new email to {SUPPORT_EMAIL}.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mb="12">
        <Method
          step={1}
          title="A plain email link"
          text="The usual way: a link your browser hands to your default email app."
        >
          <Link href={MAILTO} color="brand.fg" fontWeight="semibold">
            Email {SUPPORT_EMAIL}
          </Link>
        </Method>
        <Method
          step={2}
          title="A link with a subject"
          text="The same, with the subject and first line already written."
        >
          <Link href={MAILTO_WITH_SUBJECT} color="brand.fg" fontWeight="semibold">
            Write with a subject
          </Link>
        </Method>
        <Method
          step={3}
          title="Open from a button"
          text="The page asks the browser to open the email link itself, as our chat's Contact Human button does."
        >
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            onClick={() => window.location.assign(MAILTO)}
          >
            Open my email app
          </Button>
        </Method>
        <Method
          step={4}
          title="Copy the address"
          text="Works everywhere: paste the address into whatever email app or webmail you use."
        >
          <Stack gap="2" align="flex-start">
            <Button variant="outline" onClick={copy}>
              Copy {SUPPORT_EMAIL}
            </Button>
            <Text
              role="status"
              fontSize="sm"
              color={copied === 'failed' ? 'fg.error' : 'fg.success'}
            >
              {copied === 'copied'
                ? 'Copied! Paste it into your email app.'
                : copied === 'failed'
                  ? 'Your browser blocked copying: select the address and copy it.'
                  : ''}
            </Text>
          </Stack>
        </Method>
      </SimpleGrid>
      <Card.Root variant="subtle" as="section" aria-labelledby="email-tips">
        <Card.Body gap="3">
          <Heading as="h2" id="email-tips" size="lg">
            Troubleshooting tips
          </Heading>
          <List.Root gap="2" ps="5">
            {TIPS.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
