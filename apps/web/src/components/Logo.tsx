import { Box, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

import { BRAND_NAME } from '@/app/ui-constants';

// The wordmark, linking home.
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      asChild
      fontWeight="bold"
      color="fg"
      textDecoration="none"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to={to}>
        <HStack gap="2">
          <Box
            as="span"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="8"
            rounded="lg"
            bg="brand.solid"
            color="brand.contrast"
            aria-hidden="true"
          >
            <Icon boxSize="4">
              <MapPin />
            </Icon>
          </Box>
          <Text as="span" fontSize="lg" letterSpacing="tight">
            {BRAND_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
