import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// A reply as [status, headers, body].
export type TLoopbackReply = [number, Record<string, string>, string];

export const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export const jsonReply = (status: number, body: unknown): TLoopbackReply => [status, { 'content-type': 'application/json' }, JSON.stringify(body)];

export const send = (response: ServerResponse, [status, headers, body]: TLoopbackReply): void => {
  response.writeHead(status, headers);
  response.end(body);
};

// An HTTP server on 127.0.0.1 at a free port: the base of the fake outside APIs (Stripe, Google,
// OpenAI, SerpApi) that the official SDKs are pointed at in tests. A subclass serves requests; a
// request whose handling throws gets `crashReply` (or a cut connection once headers went out).
export abstract class LoopbackServer {
  private server: Server | undefined;
  private port = 0;

  protected get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  protected abstract serve(request: IncomingMessage, response: ServerResponse): void | Promise<void>;

  protected crashReply(): TLoopbackReply {
    return [500, {}, ''];
  }

  async start(): Promise<this> {
    const server = createServer((request, response) => {
      Promise.resolve()
        .then(() => this.serve(request, response))
        .catch(() => {
          if (response.headersSent) response.destroy();
          else send(response, this.crashReply());
        });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  }
}
