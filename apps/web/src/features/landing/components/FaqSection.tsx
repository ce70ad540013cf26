import { Box, Container, Heading, chakra } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';

import { useEnhancer } from '@/enhance/useEnhancer';

import { faqEnhancer } from '../enhance/faq.enhance';
import { FAQ } from '../landing-content';
import { SectionHeader } from './SectionHeader';

// docs/product.md §2 section 8: the first item starts open, one is open at a time, clicking the open one
// closes it (enhance/faq.enhance.ts; WAI-ARIA accordion markup, the open look by aria-expanded).
export function FaqSection() {
  const enhancer = useEnhancer(faqEnhancer);
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
        <Box {...enhancer} bg="bg.panel" borderWidth="1px" rounded="l3" overflow="hidden">
          {FAQ.map((item, index) => (
            <Box key={item.question} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
              <Heading as="h3" fontSize="md" fontWeight="semibold" lineHeight="normal">
                <chakra.button
                  type="button"
                  data-part="trigger"
                  id={`faq-trigger-${index}`}
                  aria-controls={`faq-panel-${index}`}
                  aria-expanded={index === 0}
                  display="flex"
                  width="full"
                  alignItems="center"
                  gap="3"
                  px="4"
                  py="4"
                  textAlign="start"
                  cursor="pointer"
                  _hover={{ bg: 'bg.subtle' }}
                  focusVisibleRing="inside"
                >
                  <Box as="span" flex="1">
                    {item.question}
                  </Box>
                  <Box
                    as="span"
                    aria-hidden="true"
                    display="inline-flex"
                    color="fg.muted"
                    transition="transform 0.2s"
                    css={{ '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } }}
                  >
                    <ChevronDown size={16} />
                  </Box>
                </chakra.button>
              </Heading>
              <Box
                role="region"
                id={`faq-panel-${index}`}
                aria-labelledby={`faq-trigger-${index}`}
                hidden={index !== 0}
                px="4"
                pb="4"
                color="fg.muted"
              >
                {item.answer}
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
