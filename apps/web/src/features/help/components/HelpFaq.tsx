import { Accordion, Card, Heading, Text } from '@chakra-ui/react';

import { HELP_FAQ } from '../help-content';

export function HelpFaq() {
  return (
    <Card.Root as="section" aria-labelledby="help-faq">
      <Card.Body gap="2">
        <Heading as="h2" id="help-faq" size="lg">
          Frequently Asked Questions
        </Heading>
        <Accordion.Root collapsible>
          {HELP_FAQ.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.ItemTrigger>
                <Text flex="1" fontWeight="medium" textAlign="start">
                  {item.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Card.Body>
    </Card.Root>
  );
}
