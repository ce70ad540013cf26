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

import { browser } from '@/app/browser';
import { SUPPORT_EMAIL } from '@/app/ui-constants';
import { usePageMeta } from '@/components/usePageTitle';

// Every way below opens the same new email: to the support address, with a subject and a first
// line (spaces as %20, which every email app reads; '+' is a plus sign in a mailto URL).
export const EMAIL_TEST_MAILTO = `mailto:${SUPPORT_EMAIL}?${new URLSearchParams({
  subject: 'Email link test',
  body: 'Hello Nearbly team,',
})
  .toString()
  .replace(/\+/g, '%20')}`;

// Way 4: a link made on the spot and clicked by the page (it must be in the document to be
// followed), then removed.
function clickTemporaryLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

const TIPS = [
  'Nothing happens when you click? Your computer has no default email app. On Windows: Settings → Apps → Default apps → Email. On a Mac: open Mail → Settings → General → Default email reader.',
  'Your webmail (Gmail, Outlook.com) can open email links: in Chrome, open Gmail and click the handler icon in the address bar to allow it; in Firefox, Settings → Applications → mailto.',
  'The wrong app opens? Change the default email app as above, or copy the address and paste it into the app you use.',
  'On a work computer, your company may block email links: copy the address below instead.',
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

// docs/product.md §2 Email-link test page: four ways of opening a mailto link (a link, the page
// going to it, window.open, a link the page clicks) plus troubleshooting tips, the last of which
// copies the address.
export function EmailTestPage() {
  usePageMeta({
    title: 'Email Link Test',
    description:
      'Check that email links open on your device: four ways to open a mailto link, and what to do when nothing happens.',
    path: '/email-test',
  });
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = () => {
    // No clipboard on a page served over plain http.
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
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
          <Link href={EMAIL_TEST_MAILTO} color="brand.fg" fontWeight="semibold">
            Email {SUPPORT_EMAIL}
          </Link>
        </Method>
        <Method
          step={2}
          title="The page goes to the email link"
          text="The page sends this tab to the email link, as our sign-in with Google and checkout do with their pages."
        >
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            onClick={() => browser.assign(EMAIL_TEST_MAILTO)}
          >
            Open my email app
          </Button>
        </Method>
        <Method
          step={3}
          title="The page opens the email link as a window"
          text="The page asks the browser to open the email link as a window, as our chat's Contact Human button does."
        >
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            variant="outline"
            onClick={() => window.open(EMAIL_TEST_MAILTO, '_self')}
          >
            Open as a window
          </Button>
        </Method>
        <Method
          step={4}
          title="A link the page clicks"
          text="The page makes an email link on the spot and clicks it for you, for a browser that ignores the ways above."
        >
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            variant="outline"
            onClick={() => clickTemporaryLink(EMAIL_TEST_MAILTO)}
          >
            Click a link for me
          </Button>
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
          <Stack gap="2" align="flex-start" pt="2">
            <Text>
              None of the four worked? Copy the address and paste it into whatever email app or
              webmail you use.
            </Text>
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
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
