import { Box, Container, Grid, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { BRAND_NAME, SUPPORT_EMAIL, TAGLINE } from '@/app/ui-constants';
import { BELOW_THE_FOLD, belowTheFold } from '@/components/below-the-fold';
import { Logo } from '@/components/Logo';
import { NewsletterSignup } from '@/features/newsletter/components/NewsletterSignup';

const LINK_GROUPS = [
  {
    title: 'Learn',
    links: [
      { label: 'Local SEO Guide', to: '/guide' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Contact', to: '/contact' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
] as const;

const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <Box
      as="footer"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border.muted"
      mt="auto"
      css={belowTheFold('30rem')}
      {...BELOW_THE_FOLD}
    >
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Grid
          templateColumns={{ base: '1fr', md: '1.2fr 1fr 1fr 1.6fr' }}
          gap={{ base: '8', md: '10' }}
        >
          <Stack gap="3">
            <Logo />
            <Text color="fg.muted" fontSize="sm">
              {TAGLINE}
            </Text>
            <Link href={`mailto:${SUPPORT_EMAIL}`} fontSize="sm" color="brand.fg">
              {SUPPORT_EMAIL}
            </Link>
          </Stack>
          {LINK_GROUPS.map((group) => (
            <Stack as="nav" aria-label={group.title} gap="3" key={group.title}>
              <Heading as="h2" size="sm">
                {group.title}
              </Heading>
              {group.links.map((link) => (
                <Link asChild key={link.to} fontSize="sm" color="fg.muted">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
          <NewsletterSignup />
        </Grid>
        <Separator my="8" />
        <Text fontSize="sm" color="fg.muted">
          © {YEAR} {BRAND_NAME}. Made for independent shops.
        </Text>
      </Container>
    </Box>
  );
}
