import type { TOAuthClient } from '../config/sandbox-options';
import { isKnownScope, parseScopes } from './scopes';

// A checked authorization request (GET /o/oauth2/v2/auth), carried through the consent page.
export type TAuthRequest = {
  client: TOAuthClient;
  redirectUri: string;
  state?: string;
  scopes: string[];
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  offline: boolean;
  forceConsent: boolean;
  includeGrantedScopes: boolean;
  nonce?: string;
  loginHint?: string;
};

// Like Google: problems with the client or redirect URI are shown on an error page (never
// redirected to an unchecked URI); the rest go back to the app as `error=...`.
export type TAuthParse =
  | { kind: 'ok'; request: TAuthRequest }
  | { kind: 'page'; status: number; error: string; description: string }
  | { kind: 'redirect'; url: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const redirectAllowed = (client: TOAuthClient, redirectUri: string): boolean => {
  if (client.redirectUris) return client.redirectUris.includes(redirectUri);
  try {
    const url = new URL(redirectUri);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname) && !url.hash;
  } catch {
    return false;
  }
};

export const errorRedirect = (redirectUri: string, error: string, state: string | undefined, description?: string): string => {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  if (description) url.searchParams.set('error_description', description);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
};

export const parseAuthorization = (params: URLSearchParams, clients: TOAuthClient[]): TAuthParse => {
  const client = clients.find((candidate) => candidate.clientId === params.get('client_id'));
  if (!client) return { kind: 'page', status: 401, error: 'invalid_client', description: 'The OAuth client was not found.' };
  const redirectUri = params.get('redirect_uri') ?? '';
  if (!redirectUri) return { kind: 'page', status: 400, error: 'invalid_request', description: 'Missing required parameter: redirect_uri' };
  if (!redirectAllowed(client, redirectUri)) {
    return { kind: 'page', status: 400, error: 'redirect_uri_mismatch', description: `The redirect URI in the request, ${redirectUri}, does not match the ones authorized for the OAuth client.` };
  }
  const state = params.get('state') ?? undefined;
  const fail = (error: string, description: string): TAuthParse => ({ kind: 'redirect', url: errorRedirect(redirectUri, error, state, description) });
  if (params.get('response_type') !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported.');
  const scopes = parseScopes(params.get('scope'));
  if (scopes.length === 0) return { kind: 'page', status: 400, error: 'invalid_request', description: 'Missing required parameter: scope' };
  const unknown = scopes.filter((scope) => !isKnownScope(scope));
  if (unknown.length > 0) return { kind: 'page', status: 400, error: 'invalid_scope', description: `Some requested scopes were invalid. {invalid=[${unknown.join(', ')}]}` };
  const codeChallenge = params.get('code_challenge') ?? undefined;
  const method = params.get('code_challenge_method') ?? (codeChallenge ? 'plain' : undefined);
  if (method !== undefined && method !== 'S256' && method !== 'plain') return fail('invalid_request', 'Invalid code_challenge_method value.');
  if (method !== undefined && !codeChallenge) return fail('invalid_request', 'Missing code_challenge.');
  if (codeChallenge !== undefined && !/^[A-Za-z0-9._~-]{43,128}$/.test(codeChallenge)) return fail('invalid_request', 'Invalid code_challenge.');
  const accessType = params.get('access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') return fail('invalid_request', `Invalid access_type: ${accessType}`);
  return {
    kind: 'ok',
    request: {
      client,
      redirectUri,
      ...(state === undefined ? {} : { state }),
      scopes,
      ...(codeChallenge ? { codeChallenge, codeChallengeMethod: method } : {}),
      offline: accessType === 'offline',
      forceConsent: (params.get('prompt') ?? '').split(' ').includes('consent'),
      includeGrantedScopes: params.get('include_granted_scopes') === 'true',
      ...(params.get('nonce') ? { nonce: params.get('nonce') ?? '' } : {}),
      ...(params.get('login_hint') ? { loginHint: params.get('login_hint') ?? '' } : {}),
    },
  };
};

// The request's own parameters, to carry through the consent form and check again on submit.
export const AUTHORIZATION_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'access_type',
  'prompt',
  'include_granted_scopes',
  'nonce',
  'login_hint',
] as const;
