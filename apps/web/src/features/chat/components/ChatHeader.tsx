import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { Maximize2, Minus, RotateCcw, X } from 'lucide-react';

// The panel's header: who you talk to, and minimize/maximize, reset and close.
export function ChatHeader(props: { minimized: boolean; onToggleMinimized: () => void; onReset: () => void; onClose: () => void }) {
  return (
    <HStack bg="brand.solid" color="brand.contrast" px="3" height="3.5rem" flexShrink={0} gap="2">
      <Box boxSize="8" rounded="full" bg="brand.contrast" color="brand.solid" display="grid" placeItems="center" fontWeight="bold" aria-hidden>
        M
      </Box>
      <Box flex="1" minWidth="0">
        <Text id="chat-title" fontWeight="semibold" lineHeight="short">
          Maya
        </Text>
        <Text fontSize="xs" opacity={0.9} truncate>
          Your local SEO assistant
        </Text>
      </Box>
      <IconButton aria-label={props.minimized ? 'Maximize chat' : 'Minimize chat'} variant="ghost" color="inherit" size="sm" onClick={props.onToggleMinimized}>
        {props.minimized ? <Maximize2 aria-hidden /> : <Minus aria-hidden />}
      </IconButton>
      <IconButton aria-label="Reset conversation" variant="ghost" color="inherit" size="sm" onClick={props.onReset}>
        <RotateCcw aria-hidden />
      </IconButton>
      <IconButton aria-label="Close chat" variant="ghost" color="inherit" size="sm" onClick={props.onClose}>
        <X aria-hidden />
      </IconButton>
    </HStack>
  );
}
