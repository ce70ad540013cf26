import {
  Body,
  Button,
  Container,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';

// docs/product.md §1: one support address everywhere (the services take theirs from SUPPORT_EMAIL).
export const SUPPORT_EMAIL = 'support@nearbly.app';
export const BRAND_NAME = 'Nearbly';

// The web theme's brand palette (apps/web/src/app/theme.ts, deep teal): the solid colour of
// buttons and links, its lightest shade as the page background.
const BRAND = { solid: '#0f5852', subtle: '#e8f5f3', text: '#1a202c', muted: '#4a5568' };
const FONT = `'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

// One mail as an ordered list of blocks; the HTML part and the text part are both made from it,
// so they always say the same thing.
export type TBlock =
  | { kind: 'paragraph'; text: string }
  // A call to action: a button in HTML, the bare URL on its own line in text.
  | { kind: 'link'; href: string; label: string }
  // Text someone else wrote (a ticket's message): kept verbatim, line breaks included.
  | { kind: 'quote'; text: string };

// What every mail needs besides its own content.
export type TMailContext = {
  supportEmail: string;
  // The app's public origin: the footer links to it (absolute, as mail clients need).
  appUrl?: string;
};

export type TRenderedMail = { subject: string; html: string; text: string };

const paragraph = { color: BRAND.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' };

const BlockView = ({ block }: { block: TBlock }) => {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={paragraph}>{block.text}</Text>;
    case 'link':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.href}
            style={{
              backgroundColor: BRAND.solid,
              color: '#ffffff',
              borderRadius: '6px',
              padding: '12px 20px',
              fontSize: '15px',
              fontWeight: 600,
            }}
          >
            {block.label}
          </Button>
          <Text style={{ ...paragraph, color: BRAND.muted, fontSize: '13px', margin: '12px 0 0' }}>
            Or open this link:{' '}
            <Link href={block.href} style={{ color: BRAND.solid, wordBreak: 'break-all' }}>
              {block.href}
            </Link>
          </Text>
        </Section>
      );
    case 'quote':
      return (
        <Text
          style={{
            ...paragraph,
            whiteSpace: 'pre-wrap',
            borderLeft: `3px solid ${BRAND.subtle}`,
            paddingLeft: '12px',
          }}
        >
          {block.text}
        </Text>
      );
  }
};

const MailView = ({
  preview,
  blocks,
  context,
}: {
  preview: string;
  blocks: TBlock[];
  context: TMailContext;
}) => (
  <Html lang="en">
    <Preview>{preview}</Preview>
    <Body style={{ backgroundColor: BRAND.subtle, fontFamily: FONT, margin: 0, padding: '24px 0' }}>
      <Container
        style={{
          backgroundColor: '#ffffff',
          borderRadius: '8px',
          maxWidth: '560px',
          padding: '32px',
        }}
      >
        <Text style={{ color: BRAND.solid, fontSize: '22px', fontWeight: 700, margin: '0 0 24px' }}>
          {BRAND_NAME}
        </Text>
        {blocks.map((block, index) => (
          <BlockView key={index} block={block} />
        ))}
        <Hr style={{ borderColor: BRAND.subtle, margin: '24px 0 16px' }} />
        <Text style={{ color: BRAND.muted, fontSize: '13px', lineHeight: '20px', margin: 0 }}>
          {context.appUrl ? (
            <Link href={context.appUrl} style={{ color: BRAND.solid }}>
              {BRAND_NAME}
            </Link>
          ) : (
            BRAND_NAME
          )}
          {' · Questions? '}
          <Link href={`mailto:${context.supportEmail}`} style={{ color: BRAND.solid }}>
            {context.supportEmail}
          </Link>
        </Text>
      </Container>
    </Body>
  </Html>
);

const textOf = (blocks: TBlock[], context: TMailContext): string =>
  [
    ...blocks.map((block) => (block.kind === 'link' ? `${block.href}` : block.text)),
    `--\n${BRAND_NAME}${context.appUrl ? ` (${context.appUrl})` : ''} · Questions? ${context.supportEmail}`,
  ].join('\n\n');

// The HTML part (React escapes every value: names and messages are text, never markup) and the
// plain-text part of one mail.
export const renderMail = async (
  subject: string,
  blocks: TBlock[],
  context: TMailContext,
): Promise<TRenderedMail> => {
  const html = await render(<MailView preview={subject} blocks={blocks} context={context} />);
  return { subject, html, text: textOf(blocks, context) };
};
