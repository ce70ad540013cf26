import { Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

import { SUPPORT_EMAIL } from '@/app/ui-constants';
import { usePageMeta } from '@/components/usePageTitle';

import { ChatWithMayaButton } from '../components/ChatWithMayaButton';
import { ContactForm } from '../components/ContactForm';

// docs/product.md §2 Contact page: header, contact info, the message form and Chat with Maya.
export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Questions about your rankings, a bug or billing? Send the Nearbly team a message: a person answers within 24 hours.',
    path: '/contact',
  });
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Stack gap="10">
        <Stack gap="3" maxW="prose">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Contact Us
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            A question about your rankings, a bug, or just want to say hello? Send us a message and
            a person on our team will answer.
          </Text>
        </Stack>

        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8" alignItems="start">
          <Stack gap="4">
            <Card.Root as="section" aria-labelledby="contact-info">
              <Card.Body gap="4">
                <Heading as="h2" id="contact-info" size="md">
                  Get in touch
                </Heading>
                <Stack direction="row" gap="3" align="flex-start">
                  <Mail aria-hidden />
                  <Stack gap="0">
                    <Text fontWeight="medium">Email</Text>
                    <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="brand">
                      {SUPPORT_EMAIL}
                    </Link>
                  </Stack>
                </Stack>
                <Stack direction="row" gap="3" align="flex-start">
                  <Clock aria-hidden />
                  <Stack gap="0">
                    <Text fontWeight="medium">Reply times</Text>
                    <Text color="fg.muted" fontSize="sm">
                      2-4 hours during business hours
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      Within 24 hours on weekends
                    </Text>
                  </Stack>
                </Stack>
              </Card.Body>
            </Card.Root>
            <Card.Root as="section" aria-labelledby="contact-chat">
              <Card.Body gap="3">
                <Heading as="h2" id="contact-chat" size="md">
                  Need an answer now?
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  Maya, our assistant, can help with pricing, setup and troubleshooting right away.
                </Text>
                <ChatWithMayaButton alignSelf="flex-start" />
              </Card.Body>
            </Card.Root>
            <Card.Root as="nav" aria-labelledby="contact-quick-help">
              <Card.Body gap="2">
                <Heading as="h2" id="contact-quick-help" size="md">
                  Quick help
                </Heading>
                <Link asChild colorPalette="brand">
                  <RouterLink to="/guide">Local SEO Guide</RouterLink>
                </Link>
                <Link asChild colorPalette="brand">
                  <RouterLink to="/blog">Blog</RouterLink>
                </Link>
                <Link asChild colorPalette="brand">
                  <RouterLink to="/email-test">Trouble opening email links?</RouterLink>
                </Link>
              </Card.Body>
            </Card.Root>
          </Stack>

          <Card.Root as="section" aria-labelledby="contact-form" gridColumn={{ lg: 'span 2' }}>
            <Card.Body gap="4">
              <Heading as="h2" id="contact-form" size="md">
                Send us a message
              </Heading>
              <ContactForm
                label="Contact form"
                source="contact"
                show={{ business: true, type: true, subject: true }}
              />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
