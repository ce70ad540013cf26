import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';

// The card of one plan as a template: React renders it once, hidden, with empty fields, so its
// styles are in the page; the pricing enhancer (pricing.enhance.ts) clones it for each plan of the
// catalogue and fills its `data-field`s. A state that changes a card's look is an attribute of the
// card, styled by a selector, so both looks are in the static CSS:
// - `data-popular="true"`: the most popular plan (thicker brand border, larger shadow);
// - `data-period` on the saving line: 'yearly' shows it as a success.
// Parts a plan may not have (the 'Most popular' badge, the other call to action) are removed.
export function PlanCard() {
  return (
    <Card.Root
      as="article"
      data-popular="false"
      borderWidth="1px"
      borderColor="border"
      shadow="sm"
      position="relative"
      css={{
        '&[data-popular=true]': { borderWidth: '2px', borderColor: 'brand.solid', shadow: 'lg' },
      }}
    >
      <Card.Body gap="5">
        <Stack gap="2">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            {/* Focusable by script only: the section moves the focus here after Try again. */}
            <Heading as="h3" size="lg" tabIndex={-1} data-field="name">
              Plan
            </Heading>
            <Badge colorPalette="accent" variant="solid" data-field="popular">
              Most popular
            </Badge>
          </HStack>
          <HStack align="baseline" gap="1">
            <Text as="span" fontSize="4xl" fontWeight="bold" lineHeight="1" data-field="price" />
            <Text as="span" color="fg.muted" data-field="per" />
          </HStack>
          <Text
            fontSize="sm"
            color="fg.muted"
            minH="5"
            data-field="saving"
            data-period="monthly"
            css={{ '&[data-period=yearly]': { color: 'fg.success' } }}
          />
        </Stack>
        <List.Root gap="2" variant="plain" fontSize="sm" data-field="features">
          <List.Item alignItems="flex-start" hidden data-part="feature-template">
            <List.Indicator asChild color="brand.fg" mt="0.5">
              <Check aria-hidden />
            </List.Indicator>
            <span data-field="feature" />
          </List.Item>
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {/* Plain links: the landing document has no router. */}
        <Button asChild width="full" colorPalette="brand" variant="solid">
          <a href="/signup" data-field="cta-popular">
            Start free trial
          </a>
        </Button>
        <Button asChild width="full" colorPalette="brand" variant="outline">
          <a href="/signup" data-field="cta-regular">
            Start free trial
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
