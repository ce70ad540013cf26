import { setTimeout as sleep } from 'node:timers/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { TGoogleUser } from '../state/sandbox-state';
import { faultError, GoogleApiError, insufficientScope, unauthenticated } from './google-error';
import type { TSandboxContext } from './sandbox-context';

export type TCaller = { user: TGoogleUser; scopes: string[] };
export type TApiHandler = (request: Request, caller: TCaller) => unknown;

// The injected fault for this operation, if any: waits first when it hangs, and returns the
// error to answer when it fails.
export const applyFault = async (context: TSandboxContext, operation: string, service: string): Promise<GoogleApiError | undefined> => {
  const fault = context.faults.take(operation);
  if (!fault) return undefined;
  if (fault.hangMs) await sleep(fault.hangMs, undefined, { signal: context.closing }).catch(() => undefined);
  return fault.status ? faultError(fault.status, service) : undefined;
};

export const sendGoogleError = (response: Response, error: GoogleApiError): void => {
  response.status(error.httpStatus).set(error.headers).json(error.body);
};

// Records the operation in the request log once the response is sent.
export const logged = (context: TSandboxContext, operation: string, handler: RequestHandler): RequestHandler => (request, response, next) => {
  response.locals.operation = operation;
  response.on('finish', () => {
    const user = (response.locals.caller as TCaller | undefined)?.user.email;
    context.log.add({ at: new Date().toISOString(), operation, method: request.method, path: request.originalUrl, status: response.statusCode, ...(user ? { user } : {}) });
  });
  return handler(request, response, next);
};

// A Google REST method: the access token must be valid and carry `scope`; faults apply first;
// the handler's result is the JSON body, a thrown GoogleApiError becomes Google's error body.
export const apiRoute = (context: TSandboxContext, operation: string, service: string, scope: string, handler: TApiHandler): RequestHandler =>
  logged(context, operation, (request: Request, response: Response, next: NextFunction) => {
    const run = async () => {
      const fault = await applyFault(context, operation, service);
      if (fault) throw fault;
      const auth = context.tokens.authenticate(request.headers.authorization);
      if (auth.kind !== 'ok') throw unauthenticated(service, auth.kind === 'missing');
      const caller: TCaller = { user: auth.user, scopes: auth.scopes };
      response.locals.caller = caller;
      if (!auth.scopes.includes(scope)) throw insufficientScope(service, scope);
      const result = await handler(request, caller);
      response.status(200).json(result ?? {});
    };
    run().catch((error: unknown) => (error instanceof GoogleApiError ? sendGoogleError(response, error) : next(error)));
  });
