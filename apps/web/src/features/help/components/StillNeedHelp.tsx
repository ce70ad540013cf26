import { Card, Heading, Text } from '@chakra-ui/react';

import { ContactForm } from '@/features/contact/components/ContactForm';

// docs/product.md §2 Help 'Still Need Help?': name, email, message; sent as a support ticket from Help.
export const HELP_REQUEST_SUBJECT = 'Help request';

export function StillNeedHelp() {
  return (
    <Card.Root as="section" aria-labelledby="still-need-help">
      <Card.Body gap="3">
        <Heading as="h2" id="still-need-help" size="lg">
          Still Need Help?
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Send us a message and we&apos;ll reply within 24 hours.
        </Text>
        <ContactForm
          label="Still Need Help?"
          source="help"
          show={{ business: false, type: false, subject: false }}
          initial={{ type: 'support', subject: HELP_REQUEST_SUBJECT }}
        />
      </Card.Body>
    </Card.Root>
  );
}
