import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

export type TReceivedPush = { authorization: string; userAgent: string; body: { message: { data: string; messageId: string; publishTime: string; attributes: Record<string, string> }; subscription: string } };

// A local HTTP endpoint standing for the product's webhook: records every push and answers the
// statuses scripted in `answers` (then 204).
export class PushReceiver {
  readonly received: TReceivedPush[] = [];
  answers: number[] = [];
  private server: Server | undefined;
  private waiters: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          authorization: request.headers.authorization ?? '',
          userAgent: request.headers['user-agent'] ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as TReceivedPush['body'],
        });
        response.writeHead(this.answers.shift() ?? 204).end();
        this.waiters.splice(0).forEach((wake) => wake());
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/google/notifications`;
  }

  async waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    this.server?.close();
    if (this.server) await once(this.server, 'close');
  }
}
