import { Button, type ButtonProps } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';

import { openChatWithMaya } from '../open-chat';

// docs/product.md §2: opens the chat widget, or says where its button is.
export function ChatWithMayaButton(props: ButtonProps) {
  return (
    <Button colorPalette="brand" {...props} onClick={openChatWithMaya}>
      <MessageCircle aria-hidden />
      Chat with Maya
    </Button>
  );
}
