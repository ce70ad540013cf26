import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router';

import { ColorModeButton } from '@/components/ColorMode';
import { Logo } from '@/components/Logo';
import { useEnhancer } from '@/enhance/useEnhancer';

import { publicNavEnhancer } from './public-nav.enhance';

// docs/product.md §2 landing nav anchors, in order; they lead to the landing page's sections from anywhere.
export const NAV_ANCHORS = [
  { label: 'Why', hash: 'benefits' },
  { label: 'Features', hash: 'features' },
  { label: 'Local Business Pricing', hash: 'pricing' },
  { label: 'FAQ', hash: 'faq' },
] as const;

// Top navigation of the public pages. On the landing page it is fixed over the hero and turns
// solid after 50 px of scroll (docs/product.md §2); elsewhere it is solid and sticks to the top. Below `lg`
// the anchors and buttons move into a menu. Its behaviour is public-nav.enhance.ts, so the
// prerendered landing page has it without React; both looks are in the styles, chosen by
// `data-solid`.
export function PublicNav() {
  const { pathname } = useLocation();
  const onLanding = pathname === '/';
  const enhancer = useEnhancer(publicNavEnhancer);

  return (
    <Box
      as="header"
      // A new element (and enhancer) when the page changes between the landing page and another.
      key={onLanding ? 'landing' : 'page'}
      {...enhancer}
      data-landing={onLanding ? '' : undefined}
      data-solid={!onLanding}
      position={onLanding ? 'fixed' : 'sticky'}
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="transparent"
      borderBottomWidth="1px"
      borderColor="transparent"
      transition="background-color 0.2s, box-shadow 0.2s, border-color 0.2s"
      css={{
        '&[data-solid=true]': { bg: 'bg.panel', borderColor: 'border.muted' },
        '&[data-solid=true][data-landing]': { shadow: 'sm' },
      }}
    >
      <Container maxW="6xl">
        <Flex as="nav" aria-label="Main" align="center" justify="space-between" py="3" gap="2">
          <Logo />
          <HStack as="ul" listStyleType="none" gap="6" hideBelow="lg">
            {NAV_ANCHORS.map((anchor) => (
              <li key={anchor.hash}>
                <Link
                  asChild
                  fontSize="sm"
                  fontWeight="medium"
                  color="fg.muted"
                  _hover={{ color: 'fg' }}
                >
                  <RouterLink to={`/#${anchor.hash}`}>{anchor.label}</RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
          <HStack gap={{ base: '1', sm: '2' }}>
            <Button asChild variant="ghost" size="sm" hideBelow="md">
              <RouterLink to="/login">Login</RouterLink>
            </Button>
            <Button asChild colorPalette="brand" size="sm" hideBelow="sm">
              <RouterLink to="/signup">Start Free Trial</RouterLink>
            </Button>
            <ColorModeButton />
            <IconButton
              data-part="menu-toggle"
              hideFrom="lg"
              variant="ghost"
              size="sm"
              aria-label="Open menu"
              aria-expanded={false}
              aria-controls="mobile-menu"
            >
              <Box as="span" data-part="menu-open-icon" display="contents">
                <Menu />
              </Box>
              <Box as="span" data-part="menu-close-icon" display="contents" hidden>
                <X />
              </Box>
            </IconButton>
          </HStack>
        </Flex>
        <Stack
          data-part="menu"
          id="mobile-menu"
          hidden
          hideFrom="lg"
          gap="1"
          pb="4"
          as="nav"
          aria-label="Menu"
        >
          {NAV_ANCHORS.map((anchor) => (
            <Button key={anchor.hash} asChild variant="ghost" justifyContent="flex-start">
              <RouterLink to={`/#${anchor.hash}`}>{anchor.label}</RouterLink>
            </Button>
          ))}
          <Button asChild variant="outline">
            <RouterLink to="/login">Login</RouterLink>
          </Button>
          <Button asChild colorPalette="brand">
            <RouterLink to="/signup">Start Free Trial</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
