import { Box, IconButton } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';

import { chatLauncherEnhancer } from '../chat-launcher.enhance';
import { cornerOf, DEFAULT_CHAT_CONFIG, type ChatWidgetConfig } from '../chat-config';

// The panel (messages, API calls) is loaded on the first open: only this button is in the
// landing page's initial JavaScript (budget 150 KB gz).
const ChatPanel = lazy(() => import('./ChatPanel'));

// docs/product.md §2 Chat widget, on every page: the floating button with its unread dot, and the panel.
// Once loaded the panel stays mounted (hidden when closed), so the conversation survives
// closing it and navigating between pages.
// `defaultOpen`: the landing page mounts it on the launcher's first click (mount-chat-widget.tsx).
export function ChatWidget({
  config = DEFAULT_CHAT_CONFIG,
  defaultOpen = false,
}: {
  config?: ChatWidgetConfig;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [loaded, setLoaded] = useState(defaultOpen);
  const [unread, setUnread] = useState(false);
  const [minimized, setMinimized] = useState(false);

  // Opening (again, e.g. from the Contact page) shows the whole panel.
  const openChat = () => {
    setLoaded(true);
    setOpen(true);
    setMinimized(false);
    setUnread(false);
  };
  const toggleMinimized = useCallback(() => setMinimized((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  // docs/product.md §2: a bot message while closed lights the dot.
  const onBotMessage = useCallback((whileOpen: boolean) => {
    if (!whileOpen) setUnread(true);
  }, []);

  return (
    <>
      {/* Not on paper: the printable report is printed from the browser. */}
      {/* Marked for the landing page's enhancer, which loads this widget; here React has it. */}
      <Box
        data-enhance={chatLauncherEnhancer.id}
        position="fixed"
        zIndex="overlay"
        {...cornerOf(config.position)}
        hidden={open}
        _print={{ display: 'none' }}
      >
        <IconButton
          data-chat-launcher
          aria-label={unread ? 'Open chat with Maya (new message)' : 'Open chat with Maya'}
          colorPalette="brand"
          rounded="full"
          size="xl"
          boxShadow="lg"
          onClick={openChat}
        >
          <MessageCircle aria-hidden />
        </IconButton>
        {unread && (
          <Box
            data-testid="chat-unread-dot"
            position="absolute"
            top="0"
            right="0"
            boxSize="3.5"
            rounded="full"
            bg="accent.solid"
            borderWidth="2px"
            borderColor="bg"
          />
        )}
      </Box>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel config={config} open={open} minimized={minimized} onToggleMinimized={toggleMinimized} onClose={close} onBotMessage={onBotMessage} />
        </Suspense>
      )}
    </>
  );
}
