import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

// The frame of the sign-in, sign-up and password pages: one centred card.
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', sm: '6' }}>
      <Card.Root>
        <Card.Header>
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && (
          <Card.Footer justifyContent="center" color="fg.muted" fontSize="sm">
            {footer}
          </Card.Footer>
        )}
      </Card.Root>
    </Container>
  );
}

// "or" between the Google button and the email form.
export function OrSeparator() {
  return (
    <Text
      textAlign="center"
      fontSize="sm"
      color="fg.muted"
      display="flex"
      alignItems="center"
      gap="3"
      _before={{ content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.muted' }}
      _after={{ content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.muted' }}
    >
      or
    </Text>
  );
}
