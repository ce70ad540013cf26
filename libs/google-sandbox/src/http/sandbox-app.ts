import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { accountsRouter } from '../api/accounts.router';
import { locationsRouter } from '../api/locations.router';
import { notificationsRouter } from '../api/notifications.router';
import { reviewsRouter } from '../api/reviews.router';
import { CONTROL_PREFIX, controlRouter } from '../control/control.router';
import type { SandboxControls } from '../control/sandbox-controls';
import { oauthRouter } from '../oauth/oauth.router';
import { performanceRouter } from '../performance/performance.router';
import { GoogleApiError } from './google-error';
import { sendGoogleError } from './route';
import type { TSandboxContext } from './sandbox-context';

type TBodyParserError = Error & { type?: string; status?: number };

// The sandbox's HTTP surface: the control page and JSON controls under /_sandbox, then Google's
// OAuth endpoints and REST APIs at Google's own paths.
export const sandboxApp = (context: TSandboxContext, controls: SandboxControls, env: () => Record<string, string>): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.get('/', (_request, response) => response.redirect(302, `${CONTROL_PREFIX}/`));
  app.use(CONTROL_PREFIX, controlRouter(context, controls, env));
  app.use(oauthRouter(context));
  app.use(accountsRouter(context));
  app.use(locationsRouter(context));
  app.use(reviewsRouter(context));
  app.use(notificationsRouter(context));
  app.use(performanceRouter(context));
  app.use((_request: Request, response: Response) => sendGoogleError(response, new GoogleApiError('NOT_FOUND', 'Method not found.')));
  // Express's error handler takes four arguments.
  app.use((error: TBodyParserError, request: Request, response: Response, _next: NextFunction) => {
    if (error.type === 'entity.parse.failed') return sendGoogleError(response, new GoogleApiError('INVALID_ARGUMENT', `Invalid JSON payload received. ${error.message}`));
    if (error.type === 'entity.too.large') return void response.status(413).json({ error: { code: 413, message: 'Request payload too large.', status: 'INVALID_ARGUMENT' } });
    console.error(`[google-sandbox] ${request.method} ${request.path} failed: ${error.stack ?? error.message}`);
    sendGoogleError(response, new GoogleApiError('INTERNAL', 'Internal error encountered.'));
  });
  return app;
};
