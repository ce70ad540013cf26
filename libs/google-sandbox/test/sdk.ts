import { OAuth2Client } from 'google-auth-library';
import { BUSINESS_MANAGE_SCOPE, type GoogleSandbox } from '../src';

export const REDIRECT_URI = 'http://127.0.0.1:3000/api/google/callback';

// gaxios (under google-auth-library) loads node-fetch with a dynamic import(), which Jest's
// CommonJS runtime cannot do: the clients use Node's own fetch instead.
export const transporterOptions = { fetchImplementation: fetch };

// google-auth-library's OAuth2Client pointed at the sandbox: only its endpoints change.
export const oauthClient = (sandbox: GoogleSandbox, clientSecret = sandbox.clientSecret): OAuth2Client =>
  new OAuth2Client({ clientId: sandbox.clientId, clientSecret, redirectUri: REDIRECT_URI, endpoints: sandbox.oauthEndpoints, transporterOptions });

export type TAuthorization = { url: string; codeVerifier: string; state: string };

export const authorizationUrl = async (client: OAuth2Client, extra: { scope?: string[]; prompt?: string } = {}): Promise<TAuthorization> => {
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const state = `state-${Math.random().toString(36).slice(2)}`;
  const url = client.generateAuthUrl({
    access_type: 'offline',
    scope: extra.scope ?? [BUSINESS_MANAGE_SCOPE],
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256' as never,
    ...(extra.prompt ? { prompt: extra.prompt } : {}),
  });
  return { url, codeVerifier, state };
};

// The whole connect flow as the product will run it: consent as `email`, exchange the code with
// the PKCE verifier. Returns a client holding the tokens.
export const connect = async (sandbox: GoogleSandbox, email: string, scope?: string[]): Promise<OAuth2Client> => {
  const client = oauthClient(sandbox);
  const authorization = await authorizationUrl(client, scope ? { scope } : {});
  const back = new URL(await sandbox.consent(authorization.url, { email }));
  const { tokens } = await client.getToken({ code: back.searchParams.get('code') ?? '', codeVerifier: authorization.codeVerifier });
  client.setCredentials(tokens);
  return client;
};
