import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';

export const ONBOARDING_STEPS = ['Connect Google My Business', 'Add Your Keywords', 'Identify Competitors', 'Setup Complete'] as const;

// docs/product.md §2: the progress indicator checks the completed steps.
export function StepIndicator({ current }: { current: number }) {
  return (
    <Stack as="ol" direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '4' }} aria-label="Setup progress" listStyleType="none">
      {ONBOARDING_STEPS.map((label, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <HStack as="li" key={label} flex="1" gap="2" aria-current={active ? 'step' : undefined} data-done={done || undefined}>
            <Circle size="8" bg={done || active ? 'brand.solid' : 'bg.muted'} color={done || active ? 'brand.contrast' : 'fg.muted'} fontWeight="semibold" flexShrink={0}>
              {done ? <Check size={16} aria-label="completed" /> : step}
            </Circle>
            <Box>
              <Text fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={active ? 'fg' : 'fg.muted'}>
                {label}
              </Text>
            </Box>
          </HStack>
        );
      })}
    </Stack>
  );
}
