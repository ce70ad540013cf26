import { Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

import { CHAT_PANEL } from '@/app/ui-constants';

import { cornerOf, type ChatWidgetConfig } from '../chat-config';
import { useChatConversation } from '../useChatConversation';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { ChatMessageList } from './ChatMessageList';

type Props = {
  config: ChatWidgetConfig;
  open: boolean;
  minimized: boolean;
  onToggleMinimized: () => void;
  onClose: () => void;
  onBotMessage: (whileOpen: boolean) => void;
};

// docs/product.md §2: the open panel (24rem × 600 px; minimized 20rem × 3.5rem). Lazy-loaded by ChatWidget.
export default function ChatPanel({ config, open, minimized, onToggleMinimized, onClose, onBotMessage }: Props) {
  const input = useRef<HTMLTextAreaElement>(null);
  const chat = useChatConversation({ open, autoGreeting: config.autoGreeting, onBotMessage });

  // Opening (again) puts the cursor in the input.
  useEffect(() => {
    if (open && !minimized) input.current?.focus();
  }, [open, minimized]);

  return (
    <Stack
      role="dialog"
      aria-labelledby="chat-title"
      className={config.theme}
      hidden={!open}
      _print={{ display: 'none' }}
      position="fixed"
      zIndex="overlay"
      {...cornerOf(config.position)}
      width={minimized ? CHAT_PANEL.minimizedWidth : CHAT_PANEL.width}
      height={minimized ? CHAT_PANEL.minimizedHeight : CHAT_PANEL.height}
      maxWidth="calc(100vw - 2rem)"
      maxHeight="calc(100dvh - 2rem)"
      bg="bg"
      color="fg"
      rounded="xl"
      boxShadow="2xl"
      overflow="hidden"
      gap="0"
      data-minimized={minimized || undefined}
    >
      <ChatHeader minimized={minimized} onToggleMinimized={onToggleMinimized} onReset={chat.reset} onClose={onClose} />
      {!minimized && (
        <>
          <ChatMessageList messages={chat.messages} waiting={chat.waiting} feedbackFor={chat.feedbackFor} onRate={(id, rating) => void chat.rate(id, rating)} />
          <ChatComposer
            ref={input}
            showQuickHelp={chat.messages.length <= 1}
            waiting={chat.waiting}
            onSend={(text) => void chat.send(text)}
            onContactHuman={() => void chat.contactHuman()}
          />
        </>
      )}
    </Stack>
  );
}
