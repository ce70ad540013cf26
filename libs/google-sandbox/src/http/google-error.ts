// Google's JSON error format for its REST APIs (google.rpc.Status as JSON):
// { error: { code, message, status, details: [{ '@type': ..., ... }] } }.

export type TFieldViolation = { field: string; description: string; reason?: string };

const STATUS_CODES = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type TGoogleStatus = keyof typeof STATUS_CODES;

export class GoogleApiError extends Error {
  constructor(
    readonly status: TGoogleStatus,
    message: string,
    readonly details: Record<string, unknown>[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get httpStatus(): number {
    return STATUS_CODES[this.status];
  }

  get body() {
    return { error: { code: this.httpStatus, message: this.message, status: this.status, ...(this.details.length > 0 ? { details: this.details } : {}) } };
  }
}

export const badRequest = (violations: TFieldViolation[], errorInfo: Record<string, unknown>[] = []): GoogleApiError =>
  new GoogleApiError('INVALID_ARGUMENT', 'Request contains an invalid argument.', [
    ...errorInfo,
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations.map(({ field, description }) => ({ field, description })) },
  ]);

export const notFound = (): GoogleApiError => new GoogleApiError('NOT_FOUND', 'Requested entity was not found.');

export const permissionDenied = (): GoogleApiError => new GoogleApiError('PERMISSION_DENIED', 'The caller does not have permission');

const AUTH_HELP =
  'Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

// 401 for a missing, unknown, expired or revoked access token, with the WWW-Authenticate header
// Google sends.
export const unauthenticated = (service: string, missing: boolean): GoogleApiError =>
  new GoogleApiError(
    'UNAUTHENTICATED',
    missing ? `Request is missing required authentication credential. ${AUTH_HELP}` : `Request had invalid authentication credentials. ${AUTH_HELP}`,
    [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: missing ? 'CREDENTIALS_MISSING' : 'ACCESS_TOKEN_EXPIRED', domain: 'googleapis.com', metadata: { service } }],
    { 'www-authenticate': missing ? 'Bearer realm="https://accounts.google.com/"' : 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  );

// 403 for a valid token without the scope the API needs (Google answers 403, not 401).
export const insufficientScope = (service: string, scope: string): GoogleApiError =>
  new GoogleApiError(
    'PERMISSION_DENIED',
    'Request had insufficient authentication scopes.',
    [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT', domain: 'googleapis.com', metadata: { service } }],
    { 'www-authenticate': `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${scope}"` },
  );

// The bodies of injected faults.
export const faultError = (httpStatus: number, service: string): GoogleApiError => {
  if (httpStatus === 401) return unauthenticated(service, false);
  if (httpStatus === 403) return permissionDenied();
  if (httpStatus === 429) {
    return new GoogleApiError('RESOURCE_EXHAUSTED', `Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service '${service}'.`, [
      { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'RATE_LIMIT_EXCEEDED', domain: 'googleapis.com', metadata: { service, quota_metric: `${service}/default_requests` } },
    ]);
  }
  if (httpStatus === 503) return new GoogleApiError('UNAVAILABLE', 'The service is currently unavailable.');
  return new GoogleApiError('INTERNAL', 'Internal error encountered.');
};
