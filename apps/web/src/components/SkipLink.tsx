import { Link } from '@chakra-ui/react';

// Keyboard users jump past the navigation to the page's <main id="main">.
export function SkipLink() {
  return (
    <Link
      href="#main"
      srOnly
      _focus={{
        width: 'auto',
        height: 'auto',
        margin: '0',
        overflow: 'visible',
        clip: 'auto',
        whiteSpace: 'nowrap',
        position: 'fixed',
        top: '3',
        insetStart: '3',
        zIndex: 'skipNav',
        bg: 'bg.panel',
        px: '4',
        py: '2',
        rounded: 'md',
        shadow: 'md',
      }}
    >
      Skip to content
    </Link>
  );
}
