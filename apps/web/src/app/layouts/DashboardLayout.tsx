import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Spacer } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router';

import { SIDEBAR_WIDTH } from '@/app/ui-constants';
import { Logo } from '@/components/Logo';
import { SubscriptionBanner } from '@/features/billing/components/SubscriptionBanner';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { SkipLink } from '@/components/SkipLink';

import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

// The signed-in shell: a fixed sidebar from the `lg` breakpoint, below it a menu button in the top
// bar opens the same sidebar in a drawer (docs/product.md §2: collapsible on small screens). The top bar
// holds the notifications bell and the user menu at every size.
export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Flex minH="100dvh">
      <SkipLink />
      <Box
        as="aside"
        hideBelow="lg"
        width={SIDEBAR_WIDTH}
        flexShrink={0}
        position="sticky"
        top="0"
        height="100dvh"
        overflowY="auto"
        bg="bg.panel"
        borderEndWidth="1px"
        borderColor="border.muted"
      >
        <Sidebar />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          gap="2"
          px="3"
          py="2"
          bg="bg.panel"
          borderBottomWidth="1px"
          borderColor="border.muted"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <IconButton
            hideFrom="lg"
            variant="ghost"
            aria-label="Open navigation"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu />
          </IconButton>
          <Box hideFrom="lg">
            <Logo to="/dashboard" />
          </Box>
          <Spacer />
          <NotificationBell />
          <UserMenu />
        </Flex>

        <SubscriptionBanner />
        <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
          <Outlet />
        </Box>
      </Flex>

      <Drawer.Root
        open={menuOpen}
        onOpenChange={(details) => setMenuOpen(details.open)}
        placement="start"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={SIDEBAR_WIDTH} aria-label="Navigation">
              <Drawer.Body p="0">
                <Sidebar
                  onNavigate={closeMenu}
                  closeButton={
                    <Drawer.CloseTrigger asChild position="static">
                      <CloseButton size="sm" aria-label="Close navigation" />
                    </Drawer.CloseTrigger>
                  }
                />
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
