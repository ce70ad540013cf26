import { Box } from '@chakra-ui/react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

import { useAuthSession } from '@/features/auth/useAuthSession';
import { ChatWidget } from '@/features/chat/components/ChatWidget';

// Shell of every route: the session (current user, sign-out), the chat widget, scroll restoration
// and a thin progress bar while a page's code loads.
export function RootLayout() {
  useAuthSession();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Box
          position="fixed"
          top="0"
          insetX="0"
          height="1"
          bg="brand.solid"
          zIndex="toast"
          role="progressbar"
          aria-label="Loading page"
        />
      )}
      <Outlet />
      {/* docs/product.md §2: Maya on every page, public and dashboard. */}
      <ChatWidget />
      <ScrollRestoration />
    </>
  );
}
