import {
  Box,
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  InputGroup,
  Link,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { SelectField } from '@/components/SelectField';
import { PROCESS_ERROR_MESSAGE } from '@/app/errors';
import { PublicApiError, isUnprocessableResponse, publicApi } from '@/enhance/public-api';
import { usePageMeta } from '@/components/usePageTitle';

// docs/product.md §2 Blog: the six categories of the select.
export const BLOG_CATEGORIES = [
  { value: 'all', label: 'All categories' },
  { value: 'local-seo', label: 'Local SEO' },
  { value: 'case-studies', label: 'Case studies' },
  { value: 'tips-tricks', label: 'Tips & tricks' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'business-growth', label: 'Business growth' },
] as const;

// docs/product.md §5/§8: the notify-me form needs an email, then thanks the visitor. The address
// is stored as a newsletter sign-up whose source is the blog (POST /api/newsletter/subscribe).
export const BLOG_MESSAGES = {
  emailRequired: 'Please enter your email address',
  thanks: "Thanks for subscribing! You'll receive our latest local SEO insights.",
  failure: 'Sorry, there was an error with your subscription. Please try again.',
} as const;

const SIDEBAR_LINKS = [
  { label: 'The Local SEO Guide', to: '/guide' },
  { label: 'Try the free local SEO analysis', to: '/' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'Contact us', to: '/contact' },
] as const;

// docs/product.md §2 Blog: header, search, category select, 'Coming Soon', notify-me form, sidebar. No posts yet.
export function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description:
      'Local SEO articles, case studies and seasonal tips for independent shops, cafes, boutiques and gyms. Coming soon.',
    path: '/blog',
  });
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>('all');
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    null,
  );
  const categoryLabel =
    BLOG_CATEGORIES.find((item) => item.value === category)?.label ?? 'All categories';

  const [busy, setBusy] = useState(false);

  async function notify(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      setFeedback({ kind: 'error', text: BLOG_MESSAGES.emailRequired });
      return;
    }
    setFeedback(null);
    setBusy(true);
    try {
      await publicApi('/newsletter/subscribe', {
        method: 'POST',
        body: { email: address, businessType: 'local-business', source: 'blog' },
      });
      setEmail('');
      setFeedback({ kind: 'success', text: BLOG_MESSAGES.thanks });
    } catch (error) {
      // A refusal the visitor can act on (a bad address, too many sign-ups) is said as the server
      // said it, an answer that cannot be read says so, anything else gets the failure message.
      const text = isUnprocessableResponse(error)
        ? `${BLOG_MESSAGES.failure} ${PROCESS_ERROR_MESSAGE}`
        : error instanceof PublicApiError && error.status >= 400 && error.status < 500
          ? error.message
          : BLOG_MESSAGES.failure;
      setFeedback({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3" mb="10" maxW="prose">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          The Nearbly Blog
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Practical local SEO for shops on real streets: what changed on Google Maps, what worked
          for other owners and what to do this season.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" as="search">
            <Field.Root flex="2">
              <Field.Label srOnly>Search articles</Field.Label>
              <InputGroup startElement={<Search aria-hidden size={16} />}>
                <Input
                  type="search"
                  placeholder="Search articles"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </InputGroup>
            </Field.Root>
            <SelectField
              flex="1"
              label="Category"
              labelHidden
              value={category}
              options={BLOG_CATEGORIES}
              onChange={setCategory}
            />
          </Stack>
          <Card.Root variant="subtle">
            <Card.Body gap="3" alignItems="center" textAlign="center" py="12">
              <Heading as="h2" size="xl">
                Coming Soon
              </Heading>
              <Text color="fg.muted" maxW="md" aria-live="polite">
                {query.trim() || category !== 'all'
                  ? `No articles${query.trim() ? ` about “${query.trim()}”` : ''} in ${categoryLabel} yet: our first posts are being written.`
                  : 'Our first articles are being written. Leave your email and we will tell you when they are out.'}
              </Text>
              <chakra.form
                noValidate
                onSubmit={(event) => void notify(event)}
                aria-label="Notify me"
                width="full"
                maxW="md"
              >
                <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
                  <Field.Root invalid={feedback?.kind === 'error'} flex="1">
                    <Field.Label srOnly>Email address</Field.Label>
                    <Input
                      type="email"
                      autoComplete="email"
                      placeholder="you@yourshop.com"
                      value={email}
                      onChange={(event) => {
                        setEmail(event.target.value);
                        setFeedback(null);
                      }}
                    />
                  </Field.Root>
                  <Button type="submit" colorPalette="brand" loading={busy} loadingText="Subscribing...">
                    Notify Me
                  </Button>
                </Stack>
              </chakra.form>
              {feedback && (
                <Text
                  role={feedback.kind === 'error' ? 'alert' : 'status'}
                  color={feedback.kind === 'error' ? 'fg.error' : 'fg.success'}
                  fontSize="sm"
                >
                  {feedback.text}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
        <Box as="aside" aria-labelledby="blog-sidebar">
          <Card.Root>
            <Card.Body gap="3">
              <Heading as="h2" id="blog-sidebar" size="md">
                While you wait
              </Heading>
              {SIDEBAR_LINKS.map((link) => (
                <Link asChild key={link.to} color="brand.fg">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Card.Body>
          </Card.Root>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
