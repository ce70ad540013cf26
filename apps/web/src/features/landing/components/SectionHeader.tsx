import { Heading, Stack, Text } from '@chakra-ui/react';

// The heading block every landing section opens with.
export function SectionHeader({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
}) {
  return (
    <Stack
      gap="3"
      align="center"
      textAlign="center"
      maxW="3xl"
      mx="auto"
      mb={{ base: '8', md: '12' }}
    >
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color="brand.fg"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {eyebrow}
      </Text>
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
        {text}
      </Text>
    </Stack>
  );
}
