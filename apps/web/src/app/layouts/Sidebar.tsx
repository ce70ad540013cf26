import { Badge, Box, Button, Flex, HStack, Icon, Separator, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';

import { ColorModeButton } from '@/components/ColorMode';
import { Logo } from '@/components/Logo';

import {
  ACCOUNT_NAV,
  DASHBOARD_NAV,
  SAMPLE_BUSINESS,
  type DashboardNavItem,
} from './dashboard-nav';

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
  const navigate = useNavigate();

  return (
    <Flex direction="column" height="full" gap="6" py="5" px="3">
      <Flex align="center" justify="space-between" px="2">
        <Logo to="/dashboard" />
        <HStack gap="1">
          <ColorModeButton />
          {closeButton}
        </HStack>
      </Flex>

      <Box px="3" py="3" rounded="lg" bg="bg.muted">
        <Text fontWeight="semibold" lineClamp={1}>
          {SAMPLE_BUSINESS.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {SAMPLE_BUSINESS.city}
        </Text>
        <Badge mt="2" colorPalette="brand" variant="subtle">
          {SAMPLE_BUSINESS.plan} plan
        </Badge>
      </Box>

      <Stack as="nav" aria-label="Dashboard" gap="1" flex="1">
        {DASHBOARD_NAV.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
        <Separator my="3" />
        {ACCOUNT_NAV.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
        {/* SPEC §4: the sidebar's Sign Out only navigates to the landing page. */}
        <Button
          variant="ghost"
          justifyContent="flex-start"
          width="full"
          fontWeight="medium"
          color="fg.muted"
          onClick={() => {
            onNavigate?.();
            void navigate('/');
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
