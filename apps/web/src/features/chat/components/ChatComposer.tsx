import { Button, HStack, IconButton, Stack, Textarea, Wrap } from '@chakra-ui/react';
import { Send, UserRound } from 'lucide-react';
import { forwardRef, useState } from 'react';

import { QUICK_HELP } from '../chat-texts';

type Props = { showQuickHelp: boolean; waiting: boolean; onSend: (text: string) => void; onContactHuman: () => void };

// Quick help while the conversation is new, the input (Enter sends, Shift+Enter a new line) and
// Contact Human.
export const ChatComposer = forwardRef<HTMLTextAreaElement, Props>(function ChatComposer(props, inputRef) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const submit = () => {
    if (blank || props.waiting) return;
    props.onSend(text);
    setText('');
  };

  return (
    <Stack gap="2" px="3" pb="3" pt="2" borderTopWidth="1px" flexShrink={0}>
      {props.showQuickHelp && (
        <Wrap gap="1.5" role="group" aria-label="Quick help">
          {QUICK_HELP.map((item) => (
            <Button key={item.label} size="xs" variant="outline" colorPalette="brand" onClick={() => setText(item.prefill)}>
              {item.label}
            </Button>
          ))}
        </Wrap>
      )}
      <HStack gap="2" alignItems="flex-end">
        <Textarea
          ref={inputRef}
          aria-label="Type your message"
          placeholder="Ask Maya anything..."
          rows={2}
          resize="none"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <IconButton aria-label="Send message" colorPalette="brand" disabled={blank || props.waiting} onClick={submit}>
          <Send aria-hidden />
        </IconButton>
      </HStack>
      <Button size="xs" variant="ghost" alignSelf="center" onClick={props.onContactHuman}>
        <UserRound aria-hidden />
        Contact Human
      </Button>
    </Stack>
  );
});
