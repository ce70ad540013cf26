import { once } from 'node:events';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

// A message the server accepted, as a mail client would show it.
export type TReceivedMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  // The text/html part of a multipart/alternative mail ('' when there is none).
  html: string;
  headers: Record<string, string>;
  envelope: { from: string; to: string[] };
};

// Minimal MIME reading for the mails the services send (no mailparser here): unfolded headers,
// RFC 2047 encoded words, quoted-printable or base64 bodies, a single part or the text and HTML
// parts of multipart/alternative.
const decodeWords = (value: string): string =>
  value.replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

type TPart = { headers: Record<string, string>; body: string };

const splitPart = (raw: string): TPart => {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const decodeBody = ({ headers, body }: TPart): string => {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return text.replace(/\r\n/g, '\n').trimEnd();
};

// The parts of a multipart body, by their boundary.
const partsOf = (part: TPart): TPart[] => {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => splitPart(chunk.replace(/^\r?\n/, '')));
};

export const parseMail = (raw: string, envelope: TReceivedMail['envelope']): TReceivedMail => {
  const mail = splitPart(raw);
  const { headers } = mail;
  const parts = partsOf(mail);
  const ofType = (type: string) => parts.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  const textPart = ofType('text/plain');
  const htmlPart = ofType('text/html');
  return {
    from: headers.from ?? '',
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text: textPart ? decodeBody(textPart) : '',
    html: htmlPart ? decodeBody(htmlPart) : '',
    headers,
    envelope,
  };
};

const readStream = async (stream: SMTPServerDataStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

// A real SMTP server (smtp-server) on 127.0.0.1 at a free port, without TLS or authentication:
// what a service's SMTP_URL points at in tests. Accepted messages are parsed and kept; `refuse`
// makes it answer the next messages (to one address, or any) with 451, a temporary failure a
// sender retries, and keeps them parsed too, so a test counts the refusals of its own mail only.
export class LoopbackSmtpServer {
  readonly received: TReceivedMail[] = [];
  // Messages answered 451, in order.
  readonly refused: TReceivedMail[] = [];
  private refusals = 0;
  private refusalsTo: string | undefined;
  private server: SMTPServer | undefined;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  // The next `count` messages to `to` (any message when absent) are answered 451 (Infinity: until `accept()`).
  refuse(count: number, to?: string): void {
    this.refusals = count;
    this.refusalsTo = to;
  }

  accept(): void {
    this.refusals = 0;
    this.refusalsTo = undefined;
  }

  // The mail to `to` (its To header contains it) accepted so far.
  mailTo(to: string): TReceivedMail[] {
    return addressedTo(this.received, to);
  }

  // The mail to `to` answered 451 so far, one entry per refused attempt.
  refusedTo(to: string): TReceivedMail[] {
    return addressedTo(this.refused, to);
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1_000,
      onData: (stream, session, callback) => {
        readStream(stream).then(
          (raw) => {
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((address) => address.address),
            };
            const mail = parseMail(raw, envelope);
            if (this.refusals > 0 && (this.refusalsTo === undefined || mail.to.includes(this.refusalsTo))) {
              this.refusals -= 1;
              this.refused.push(mail);
              callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
              return;
            }
            this.received.push(mail);
            callback(null);
          },
          (error: Error) => callback(error),
        );
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const addressedTo = (mails: TReceivedMail[], to: string): TReceivedMail[] => mails.filter((mail) => mail.to.includes(to));
