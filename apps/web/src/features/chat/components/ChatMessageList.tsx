import type { TChatRating } from '@app/contracts';
import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useRef } from 'react';

import type { ChatMessage } from '../chat-message';

const bubble = {
  user: { alignSelf: 'flex-end', bg: 'brand.solid', color: 'brand.contrast' },
  bot: { alignSelf: 'flex-start', bg: 'bg.muted', color: 'fg' },
  system: { alignSelf: 'center', bg: 'accent.subtle', color: 'fg', fontSize: 'sm', textAlign: 'center' },
} as const;

// The messages, the typing indicator and the feedback prompt on the latest reply.
export function ChatMessageList(props: { messages: ChatMessage[]; waiting: boolean; feedbackFor: string | null; onRate: (messageId: string, rating: TChatRating) => void }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [props.messages.length, props.waiting, props.feedbackFor]);

  return (
    <Stack role="log" aria-live="polite" aria-labelledby="chat-title" flex="1" overflowY="auto" px="3" py="3" gap="2">
      {props.messages.map((message) => (
        <Stack key={message.id} gap="1" maxWidth="85%" alignSelf={bubble[message.type].alignSelf} data-message-type={message.type}>
          <Box rounded="lg" px="3" py="2" whiteSpace="pre-wrap" {...bubble[message.type]}>
            {message.content}
          </Box>
          {message.metadata?.messageId && message.metadata.messageId === props.feedbackFor && !message.metadata.rating && (
            <HStack gap="1" role="group" aria-label="Was this helpful?">
              <Text fontSize="xs" color="fg.muted">
                Was this helpful?
              </Text>
              <IconButton aria-label="Yes, helpful" size="2xs" variant="ghost" onClick={() => props.onRate(props.feedbackFor ?? '', 'positive')}>
                <ThumbsUp aria-hidden />
              </IconButton>
              <IconButton aria-label="No, not helpful" size="2xs" variant="ghost" onClick={() => props.onRate(props.feedbackFor ?? '', 'negative')}>
                <ThumbsDown aria-hidden />
              </IconButton>
            </HStack>
          )}
        </Stack>
      ))}
      {props.waiting && (
        <Box alignSelf="flex-start" rounded="lg" px="3" py="2" bg="bg.muted" color="fg.muted" fontSize="sm" role="status">
          Maya is typing...
        </Box>
      )}
      <div ref={end} />
    </Stack>
  );
}
