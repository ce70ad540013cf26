import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type LegalSection = { heading: string; body: readonly ReactNode[] };

// A legal page: title, last update, then numbered sections of plain paragraphs.
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Last updated {updated}
          </Text>
          <Text fontSize="lg">{intro}</Text>
        </Stack>
        {sections.map((section, index) => (
          <Stack as="section" key={section.heading} gap="3" aria-labelledby={`legal-${index}`}>
            <Heading as="h2" id={`legal-${index}`} size="lg">
              {index + 1}. {section.heading}
            </Heading>
            {section.body.map((paragraph, paragraphIndex) => (
              <Text key={paragraphIndex} color="fg.muted" lineHeight="tall">
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
