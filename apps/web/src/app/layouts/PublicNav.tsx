import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { NAV_SOLID_AFTER_PX } from '@/app/ui-constants';
import { ColorModeButton } from '@/components/ColorMode';
import { Logo } from '@/components/Logo';
import { useScrolledPast } from '@/components/useScrolledPast';

// SPEC §2 landing nav anchors, in order; they lead to the landing page's sections from anywhere.
export const NAV_ANCHORS = [
  { label: 'Why', hash: 'benefits' },
  { label: 'Features', hash: 'features' },
  { label: 'Local Business Pricing', hash: 'pricing' },
  { label: 'FAQ', hash: 'faq' },
] as const;

// Top navigation of the public pages. On the landing page it is fixed over the hero and turns
// solid after 50 px of scroll (SPEC §2); elsewhere it is solid and sticks to the top. Below `md`
// the anchors and buttons move into a menu.
export function PublicNav() {
  const { pathname } = useLocation();
  const onLanding = pathname === '/';
  const scrolled = useScrolledPast(NAV_SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = !onLanding || scrolled || menuOpen;
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box
      as="header"
      data-solid={solid}
      position={onLanding ? 'fixed' : 'sticky'}
      top="0"
      insetX="0"
      zIndex="sticky"
      bg={solid ? 'bg.panel' : 'transparent'}
      borderBottomWidth="1px"
      borderColor={solid ? 'border.muted' : 'transparent'}
      shadow={solid && onLanding ? 'sm' : 'none'}
      transition="background-color 0.2s, box-shadow 0.2s, border-color 0.2s"
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
              hideFrom="lg"
              variant="ghost"
              size="sm"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X /> : <Menu />}
            </IconButton>
          </HStack>
        </Flex>
        {menuOpen && (
          <Stack id="mobile-menu" hideFrom="lg" gap="1" pb="4" as="nav" aria-label="Menu">
            {NAV_ANCHORS.map((anchor) => (
              <Button
                key={anchor.hash}
                asChild
                variant="ghost"
                justifyContent="flex-start"
                onClick={closeMenu}
              >
                <RouterLink to={`/#${anchor.hash}`}>{anchor.label}</RouterLink>
              </Button>
            ))}
            <Button asChild variant="outline" onClick={closeMenu}>
              <RouterLink to="/login">Login</RouterLink>
            </Button>
            <Button asChild colorPalette="brand" onClick={closeMenu}>
              <RouterLink to="/signup">Start Free Trial</RouterLink>
            </Button>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
