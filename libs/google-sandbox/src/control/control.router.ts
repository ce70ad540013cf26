import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { ZodError } from 'zod';
import type { TSandboxContext } from '../http/sandbox-context';
import { controlPage } from './control-page';
import { ControlError, type SandboxControls } from './sandbox-controls';

export const CONTROL_PREFIX = '/_sandbox';

type TControlHandler = (request: Request) => unknown;

// Control answers use the product's convention, { error } with a 4xx, not Google's format: they
// are the sandbox's own API, never something Google would answer.
const handle = (handler: TControlHandler, status = 200) => (request: Request, response: Response, next: NextFunction) => {
  Promise.resolve()
    .then(() => handler(request))
    .then((result) => response.status(status).json(result ?? { ok: true }))
    .catch((error: unknown) => {
      if (error instanceof ControlError) return response.status(error.status).json({ error: error.message });
      if (error instanceof ZodError) return response.status(400).json({ error: error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
      next(error);
    });
};

const body = (request: Request): Record<string, unknown> => (typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// The sandbox's control page and JSON controls, all under /_sandbox (no Google path starts so).
export const controlRouter = (context: TSandboxContext, controls: SandboxControls, env: () => Record<string, string>): Router => {
  const router = Router();
  router.use(express.json({ limit: '64kb' }));
  router.get('/', (_request, response) => void response.type('html').send(controlPage(controls.summary(), env(), context.origin())));
  router.get('/state', handle(() => controls.summary()));
  router.get('/env', handle(() => env()));
  router.post('/reset', handle(() => controls.reset()));
  router.post(
    '/locations/:locationId/reviews',
    handle((request) => controls.addReview(String(request.params.locationId), body(request) as never), 201),
  );
  router.patch(
    '/locations/:locationId/reviews/:reviewId',
    handle((request) => controls.changeReview(String(request.params.locationId), String(request.params.reviewId), body(request) as never)),
  );
  router.put(
    '/locations/:locationId/reviews/:reviewId/reply',
    handle((request) => controls.editReplyOnGoogle(String(request.params.locationId), String(request.params.reviewId), text(body(request).comment))),
  );
  router.delete(
    '/locations/:locationId/reviews/:reviewId/reply',
    handle((request) => controls.deleteReplyOnGoogle(String(request.params.locationId), String(request.params.reviewId))),
  );
  router.post('/users/:email/revoke', handle((request) => controls.revokeUser(String(request.params.email))));
  router.post('/tokens/expire', handle(() => controls.expireAccessTokens()));
  router.get('/faults', handle(() => context.faults.list()));
  router.post('/faults', handle((request) => controls.addFault(body(request)), 201));
  router.delete('/faults', handle(() => controls.clearFaults()));
  router.get('/pushes', handle(() => controls.pushes()));
  router.put('/pubsub', handle((request) => controls.configurePush({ pushEndpoint: text(body(request).pushEndpoint) || undefined, audience: text(body(request).audience) || undefined })));
  router.post(
    '/pushes/:messageId/redeliver',
    handle((request) => controls.redeliver(String(request.params.messageId), Number(body(request).times ?? 1))),
  );
  router.get('/requests', handle((request) => context.log.list(typeof request.query.operation === 'string' ? request.query.operation : undefined)));
  return router;
};
