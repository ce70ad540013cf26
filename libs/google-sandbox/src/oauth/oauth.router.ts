import express, { type Request, type Response, Router } from 'express';
import { type GoogleApiError } from '../http/google-error';
import { applyFault, logged, sendGoogleError } from '../http/route';
import type { TSandboxContext } from '../http/sandbox-context';
import { errorRedirect, parseAuthorization } from './authorization';
import { authorizationErrorPage, CONSENT_PATH, consentPage } from './consent-page';
import { EMAIL_SCOPE, isBasicScope, OPENID_SCOPE, PROFILE_SCOPE } from './scopes';

const SERVICE = 'oauth2.googleapis.com';

// Form bodies as URLSearchParams (repeated fields kept); Google's token endpoint also takes JSON.
const formOf = (request: Request): URLSearchParams => {
  const body: unknown = request.body;
  if (typeof body === 'string') return new URLSearchParams(body);
  if (body && typeof body === 'object') return new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([key, value]): [string, string] => [key, String(value)]));
  return new URLSearchParams();
};

const withFault = (context: TSandboxContext, operation: string, handler: (request: Request, response: Response) => Promise<void> | void) =>
  logged(context, operation, (request, response, next) => {
    const run = async () => {
      const fault: GoogleApiError | undefined = await applyFault(context, operation, SERVICE);
      if (fault) return sendGoogleError(response, fault);
      await handler(request, response);
    };
    run().catch(next);
  });

// Google's OAuth 2.0 and OpenID endpoints, at the paths google-auth-library's OAuth2Client
// calls (its `endpoints` option points them here).
export const oauthRouter = (context: TSandboxContext): Router => {
  const router = Router();
  const { tokens, store } = context;
  router.use(express.text({ type: 'application/x-www-form-urlencoded', limit: '64kb' }), express.json({ limit: '64kb' }));

  const authorize = withFault(context, 'oauth2.authorize', (request, response) => {
    const params = new URL(request.originalUrl, 'http://sandbox').searchParams;
    const parsed = parseAuthorization(params, context.clients);
    if (parsed.kind === 'page') return void response.status(parsed.status).type('html').send(authorizationErrorPage(parsed.error, parsed.description));
    if (parsed.kind === 'redirect') return response.redirect(302, parsed.url);
    response.type('html').send(consentPage(parsed.request, params, store.state.users));
  });
  router.get(['/o/oauth2/v2/auth', '/o/oauth2/auth'], authorize);

  router.post(
    CONSENT_PATH,
    withFault(context, 'oauth2.consent', (request, response) => {
      const form = formOf(request);
      const parsed = parseAuthorization(form, context.clients);
      if (parsed.kind === 'page') return void response.status(parsed.status).type('html').send(authorizationErrorPage(parsed.error, parsed.description));
      if (parsed.kind === 'redirect') return response.redirect(302, parsed.url);
      const { request: authRequest } = parsed;
      const user = store.userByEmail(form.get('account') ?? '');
      const ticked = new Set(form.getAll('granted_scope'));
      const granted = authRequest.scopes.filter((scope) => isBasicScope(scope) || ticked.has(scope));
      if (form.get('decision') !== 'allow' || !user || granted.length === 0) {
        return response.redirect(302, errorRedirect(authRequest.redirectUri, 'access_denied', authRequest.state));
      }
      response.redirect(302, tokens.approve(authRequest, user, granted));
    }),
  );

  router.post(
    ['/token', '/oauth2/v4/token'],
    withFault(context, 'oauth2.token', async (request, response) => {
      const reply = await tokens.token(formOf(request), request.headers.authorization);
      response.status(reply.status).set('cache-control', 'no-store').json(reply.body);
    }),
  );

  router.all(
    ['/revoke', '/o/oauth2/revoke'],
    withFault(context, 'oauth2.revoke', (request, response) => {
      const token = new URL(request.originalUrl, 'http://sandbox').searchParams.get('token') ?? formOf(request).get('token') ?? '';
      const reply = tokens.revoke(token);
      response.status(reply.status).json(reply.body);
    }),
  );

  // Public keys of the ID-token signer: PEM by kid (what OAuth2Client fetches in Node) and JWKS.
  const cacheControl = 'public, max-age=300, must-revalidate, no-transform';
  router.get(
    '/oauth2/v1/certs',
    withFault(context, 'oauth2.certs', (_request, response) => void response.set('cache-control', cacheControl).json({ [context.signer.kid]: context.signer.publicPem })),
  );
  router.get(
    '/oauth2/v3/certs',
    withFault(context, 'oauth2.certs', (_request, response) => void response.set('cache-control', cacheControl).json({ keys: [context.signer.publicJwk] })),
  );

  router.get(
    ['/v1/userinfo', '/oauth2/v3/userinfo', '/oauth2/v2/userinfo'],
    withFault(context, 'oauth2.userinfo', (request, response) => {
      const auth = tokens.authenticate(request.headers.authorization);
      if (auth.kind !== 'ok' || !auth.scopes.some((scope) => scope === OPENID_SCOPE || scope === EMAIL_SCOPE || scope === PROFILE_SCOPE)) {
        return void response.status(401).set('www-authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_request', error_description: 'Invalid Credentials' });
      }
      const { user, scopes } = auth;
      response.json({
        sub: user.id,
        ...(scopes.includes(PROFILE_SCOPE) ? { name: `${user.givenName} ${user.familyName}`, given_name: user.givenName, family_name: user.familyName } : {}),
        ...(scopes.includes(EMAIL_SCOPE) ? { email: user.email, email_verified: true } : {}),
      });
    }),
  );

  router.all(
    ['/tokeninfo', '/oauth2/v3/tokeninfo'],
    withFault(context, 'oauth2.tokeninfo', (request, response) => {
      const query = new URL(request.originalUrl, 'http://sandbox').searchParams;
      const token = query.get('access_token') ?? formOf(request).get('access_token');
      const auth = tokens.authenticate(token ? `Bearer ${token}` : request.headers.authorization);
      if (auth.kind !== 'ok') return void response.status(400).json({ error: 'invalid_token', error_description: 'Invalid Value' });
      const expiresIn = Math.max(0, Math.floor((new Date(auth.token.expiresAt).getTime() - store.now().getTime()) / 1000));
      response.json({
        azp: auth.clientId,
        aud: auth.clientId,
        sub: auth.user.id,
        scope: auth.scopes.join(' '),
        exp: String(Math.floor(new Date(auth.token.expiresAt).getTime() / 1000)),
        expires_in: expiresIn,
        ...(auth.scopes.includes(EMAIL_SCOPE) ? { email: auth.user.email, email_verified: 'true' } : {}),
      });
    }),
  );
  return router;
};
