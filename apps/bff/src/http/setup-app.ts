import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger as NestLogger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { raw, text, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import type { TBffEnv } from '../config/env';
import { STRIPE_WEBHOOK_PATH } from '../billing/stripe.controller';
import { SCAN_IMPORT_PATH } from '../visibility/visibility.controller';
import { recordHttpMetrics } from '../observability/http-metrics';
import { requestContext } from '../observability/request-context.middleware';
import { servePrecompressed } from './precompressed';
import { servePrerendered } from './prerendered';

// Everything about the HTTP surface in one place, shared by main.ts and the integration tests.
export const setupApp = (app: NestExpressApplication, env: TBffEnv): void => {
  app.useLogger(app.get(Logger));
  app.use(recordHttpMetrics);
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY), so request.ip is
  // the client's address behind an ingress and a direct client cannot choose its own.
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Chakra (emotion) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The Visibility page's map tiles come from MAP_TILE_URL's server when one is configured.
          imgSrc: ["'self'", 'data:', ...tileOrigins(env.MAP_TILE_URL)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  // Stripe signs the exact bytes it sends: this route keeps its body raw (a Buffer), and the JSON
  // parser below then leaves it alone.
  app.use(STRIPE_WEBHOOK_PATH, raw({ type: () => true, limit: env.BODY_LIMIT }));
  // A scan's CSV may be posted as it is (text/csv or text/plain): the body is then a string.
  app.use(SCAN_IMPORT_PATH, text({ type: ['text/csv', 'text/plain'], limit: env.BODY_LIMIT }));
  app.useBodyParser('json', { limit: env.BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: env.BODY_LIMIT, extended: false });
  app.use(bodyParserErrors);
  app.use(inspectJsonBody);
  app.use(cookieParser());
  // After the body parsers: their stream callbacks would not carry the request's async context.
  app.use(requestContext);
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();

  if (apiDocsServed(env)) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Nearbly API').setDescription('The backend-for-frontend of Nearbly').setVersion('0.1.0').addBearerAuth().build(),
    );
    SwaggerModule.setup('api/docs', app, cleanupOpenApiDoc(document), { jsonDocumentUrl: 'api/docs/openapi.json' });
  }

  serveWebApp(app, env.WEB_DIST);
};

// The origin of a tile URL template ({s}, {z}, ... stand for parts of the host or path).
export const tileOrigins = (template: string | undefined): string[] => (template ? [new URL(template.replace(/\{[a-z]+\}/gi, 'a')).origin] : []);

// The OpenAPI UI maps the whole API for a visitor: off in production unless asked for.
export const apiDocsServed = (env: Pick<TBffEnv, 'API_DOCS' | 'NODE_ENV'>): boolean => (env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';

// The built React app: files as they are, the prerendered HTML of the public pages, and index.html
// for every other non-API GET (client routing).
const serveWebApp = (app: NestExpressApplication, webDist: string): void => {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    new NestLogger('WebApp').warn(`No web build at ${webDist}; only /api is served`);
    return;
  }
  app.use(servePrecompressed(webDist));
  app.use(servePrerendered(webDist));
  app.useStaticAssets(webDist, { index: false, maxAge: '1h', setHeaders: immutableAssets });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
};

const immutableAssets = (response: Response, path: string): void => {
  if (path.includes(`${join('/', 'assets', '/')}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
};

// body-parser failures answered in the API's own words (Nest would echo the parser's message).
const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Request body is not valid JSON'],
  'entity.too.large': [413, 'Request body is too large'],
  'encoding.unsupported': [415, 'Request body encoding is not supported'],
  'charset.unsupported': [415, 'Request body charset is not supported'],
  'request.aborted': [400, 'Request was aborted'],
};

const bodyParserErrors: ErrorRequestHandler = (error: { type?: string }, _request, response, next) => {
  const known = error.type ? BODY_ERRORS[error.type] : undefined;
  if (!known) return next(error);
  response.status(known[0]).json({ error: known[1] });
};

// No legitimate body of this API nests deeper than a few levels, and no text holds a NUL
// character (PostgreSQL refuses it): both are refused before any handler sees the body.
export const MAX_JSON_DEPTH = 32;

export type TBodyProblem = 'too_deep' | 'nul_character';

export const inspectJson = (value: unknown, limit = MAX_JSON_DEPTH): TBodyProblem | undefined => {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul_character';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return 'too_deep';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'nul_character';
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
};

const BODY_PROBLEMS: Record<TBodyProblem, string> = {
  too_deep: 'Request body is nested too deeply',
  nul_character: 'Text must not contain NUL characters',
};

const inspectJsonBody: RequestHandler = (request, response, next) => {
  const problem = (Buffer.isBuffer(request.body) ? undefined : inspectJson(request.body)) ?? inspectJson(request.query);
  if (problem) {
    response.status(400).json({ error: BODY_PROBLEMS[problem] });
    return;
  }
  next();
};
