import { Accordion, Box, Container } from '@chakra-ui/react';
import { useState } from 'react';

import { FAQ } from '../landing-content';
import { SectionHeader } from './SectionHeader';

// SPEC §2 section 8: the first item starts open, one is open at a time, clicking the open one
// closes it.
export function FaqSection() {
  const [open, setOpen] = useState<string[]>(['faq-0']);
  return (
    <Box
      as="section"
      id="faq"
      aria-labelledby="faq-heading"
      py={{ base: '16', md: '24' }}
      scrollMarginTop="16"
    >
      <Container maxW="3xl">
        <SectionHeader
          id="faq-heading"
          eyebrow="FAQ"
          title="Questions shop owners ask us"
          text="Anything else? Maya, our assistant, answers at the bottom right."
        />
        <Accordion.Root
          collapsible
          value={open}
          onValueChange={(details) => setOpen(details.value)}
          variant="enclosed"
          bg="bg.panel"
        >
          {FAQ.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`}>
              <Accordion.ItemTrigger fontWeight="semibold" py="4" cursor="pointer">
                <Box as="span" flex="1" textAlign="start">
                  {item.question}
                </Box>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>
    </Box>
  );
}
