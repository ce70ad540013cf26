import { html, page } from '../http/html';
import type { TGoogleUser } from '../state/sandbox-state';
import { AUTHORIZATION_PARAMS, type TAuthRequest } from './authorization';
import { isBasicScope, SCOPE_DESCRIPTIONS } from './scopes';

export const CONSENT_PATH = '/signin/oauth/consent';

// Google's account chooser and consent screen in one form: pick a sandbox Google account, see
// what the app asks for (the Business Profile scope can be unticked, as Google's granular consent
// allows), Allow or Cancel.
export const consentPage = (request: TAuthRequest, params: URLSearchParams, users: TGoogleUser[]): string => {
  const hint = request.loginHint?.toLowerCase();
  const chosen = users.find((user) => user.email.toLowerCase() === hint) ?? users[0];
  return page(
    'Sign in',
    html`<section>
  <h1>Choose an account to continue to ${request.client.name}</h1>
  <form method="post" action="${CONSENT_PATH}">
    ${AUTHORIZATION_PARAMS.filter((name) => params.has(name)).map((name) => html`<input type="hidden" name="${name}" value="${params.get(name) ?? ''}">`)}
    <fieldset><legend>Sandbox Google account</legend>
      ${users.map(
        (user) => html`<label><input type="radio" name="account" value="${user.email}" ${user === chosen ? html`checked` : ''}>
          ${user.givenName} ${user.familyName} <span class="muted">${user.email}</span></label>`,
      )}
    </fieldset>
    <p>${request.client.name} wants to access your Google Account:</p>
    ${request.scopes.map((scope) =>
      isBasicScope(scope)
        ? html`<input type="hidden" name="granted_scope" value="${scope}"><p class="muted">${SCOPE_DESCRIPTIONS[scope] ?? scope}</p>`
        : html`<label><input type="checkbox" name="granted_scope" value="${scope}" checked> ${SCOPE_DESCRIPTIONS[scope] ?? scope}</label>`,
    )}
    <p><button type="submit" name="decision" value="allow">Allow</button>
       <button type="submit" name="decision" value="deny" class="secondary">Cancel</button></p>
  </form>
</section>`,
  );
};

export const authorizationErrorPage = (error: string, description: string): string =>
  page(
    'Authorization error',
    html`<section><h1>Access blocked: authorization error</h1><p class="error">Error ${error}</p><p>${description}</p></section>`,
  );
