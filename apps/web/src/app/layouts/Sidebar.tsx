import { Button, Flex, HStack, Icon, Separator, Stack } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

import { ColorModeButton } from '@/components/ColorMode';
import { Logo } from '@/components/Logo';
import { useSignOut } from '@/features/auth/sign-out';

import { BusinessSummary } from './BusinessSummary';
import { ACCOUNT_NAV, DASHBOARD_NAV, type DashboardNavItem } from './dashboard-nav';

type SidebarProps = {
  // Called after a navigation, so the mobile drawer can close.
  onNavigate?: () => void;
  // The drawer's close button, shown beside the colour mode switch.
  closeButton?: ReactNode;
};

function SidebarLink({ item, onNavigate }: { item: DashboardNavItem; onNavigate?: () => void }) {
  return (
    <Button
      asChild
      variant="ghost"
      justifyContent="flex-start"
      width="full"
      fontWeight="medium"
      color="fg.muted"
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
    >
      <NavLink to={item.to} onClick={onNavigate}>
        <Icon boxSize="4" aria-hidden="true">
          <item.icon />
        </Icon>
        {item.label}
      </NavLink>
    </Button>
  );
}

export function Sidebar({ onNavigate, closeButton }: SidebarProps) {
  const signOut = useSignOut();

  return (
    <Flex direction="column" height="full" gap="6" py="5" px="3">
      <Flex align="center" justify="space-between" px="2">
        <Logo to="/dashboard" />
        <HStack gap="1">
          <ColorModeButton />
          {closeButton}
        </HStack>
      </Flex>

      <BusinessSummary />

      <Stack as="nav" aria-label="Dashboard" gap="1" flex="1">
        {DASHBOARD_NAV.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
        <Separator my="3" />
        {ACCOUNT_NAV.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
        {/* Signs out for real (docs/product.md §4 only navigated to the landing page). */}
        <Button
          variant="ghost"
          justifyContent="flex-start"
          width="full"
          fontWeight="medium"
          color="fg.muted"
          onClick={() => {
            onNavigate?.();
            signOut();
          }}
        >
          <Icon boxSize="4" aria-hidden="true">
            <LogOut />
          </Icon>
          Sign Out
        </Button>
      </Stack>
    </Flex>
  );
}
