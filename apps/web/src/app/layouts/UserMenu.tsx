import { Avatar, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

import { useAppSelector } from '@/app/hooks';
import { selectCurrentUser } from '@/features/auth/auth.slice';
import { useSignOut } from '@/features/auth/sign-out';

// The signed-in user at the top of the dashboard: their settings and Sign Out.
export function UserMenu() {
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();
  const name = user?.displayName || [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'sign-out') signOut();
      }}
    >
      <Menu.Trigger asChild>
        {/* Named by its text, not an aria-label: a label must contain the visible text (WCAG 2.5.3),
            and the initials are decoration. */}
        <Button variant="ghost" size="sm">
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text as="span" hideBelow="sm" maxW="40" truncate>
            {name}
          </Text>
          <VisuallyHidden>{name ? 'account menu' : 'Account menu'}</VisuallyHidden>
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {user && (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted" truncate>
                  {user.email}
                </Menu.ItemGroupLabel>
              </Menu.ItemGroup>
            )}
            <Menu.Item value="settings" asChild>
              <RouterLink to="/settings">
                <Settings />
                Settings
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out">
              <LogOut />
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
