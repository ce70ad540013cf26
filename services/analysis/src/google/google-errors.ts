// What a failed call to Google means for the product (docs/architecture.md "Outside services"):
// gaxios errors (from google-auth-library and the @googleapis clients, which may each bundle their
// own gaxios, so no instanceof) become a status, whether a retry can help, and the reason in the
// owner's words.

export type TGoogleFieldViolation = { field: string; description: string };

export type TGoogleFailure = {
  // Google's HTTP status; 0 when no answer came (network, timeout).
  status: number;
  // 429, 5xx and no answer: a later attempt can succeed.
  retriable: boolean;
  // Access withdrawn (401, or the refresh token refused): the connection must be marked revoked.
  revoked: boolean;
  reason: string;
  // Google's BadRequest field violations (snake_case paths like phone_numbers.primary_phone).
  fieldViolations: TGoogleFieldViolation[];
};

export const REVOKED_MESSAGE = 'Google no longer lets Nearbly manage this Business Profile. Reconnect Google to resume syncing.';

type TGaxiosLike = {
  status?: unknown;
  code?: unknown;
  message?: unknown;
  response?: { status?: unknown; data?: unknown };
};

type TGoogleErrorBody = {
  error?: string | { code?: number; message?: string; status?: string; details?: { '@type'?: string; fieldViolations?: TGoogleFieldViolation[] }[] };
  error_description?: string;
};

const statusOf = (error: TGaxiosLike): number => {
  const status = error.response?.status ?? error.status;
  return typeof status === 'number' ? status : 0;
};

const bodyOf = (error: TGaxiosLike): TGoogleErrorBody => {
  const data = error.response?.data;
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as TGoogleErrorBody;
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? data : {};
};

const violationsOf = (body: TGoogleErrorBody): TGoogleFieldViolation[] => {
  if (typeof body.error !== 'object') return [];
  return (body.error.details ?? [])
    .filter((detail) => detail['@type'] === 'type.googleapis.com/google.rpc.BadRequest')
    .flatMap((detail) => detail.fieldViolations ?? [])
    .filter((violation) => typeof violation.field === 'string' && typeof violation.description === 'string');
};

export const classifyGoogleError = (raw: unknown): TGoogleFailure => {
  const error = (typeof raw === 'object' && raw !== null ? raw : {}) as TGaxiosLike;
  const status = statusOf(error);
  const body = bodyOf(error);
  const fieldViolations = violationsOf(body);
  // The token endpoint answers 400 invalid_grant for a refresh token revoked or expired at Google.
  const invalidGrant = body.error === 'invalid_grant';
  if (status === 401 || invalidGrant) return { status: status || 401, retriable: false, revoked: true, reason: REVOKED_MESSAGE, fieldViolations };
  if (status === 0) return { status, retriable: true, revoked: false, reason: 'Google did not answer in time. Nearbly will try again.', fieldViolations };
  if (status === 429) return { status, retriable: true, revoked: false, reason: 'Google asked Nearbly to slow down (quota reached). Nearbly will try again.', fieldViolations };
  if (status >= 500) return { status, retriable: true, revoked: false, reason: `Google had a problem (${status}). Nearbly will try again.`, fieldViolations };
  const googleMessage = typeof body.error === 'object' ? body.error.message : body.error_description;
  if (status === 403) return { status, retriable: false, revoked: false, reason: 'Google refused access to this Business Profile: the Google account may no longer manage it.', fieldViolations };
  if (status === 404) return { status, retriable: false, revoked: false, reason: 'Google no longer has this Business Profile location.', fieldViolations };
  const detail = fieldViolations[0]?.description ?? googleMessage ?? 'the request was refused';
  return { status, retriable: false, revoked: false, reason: `Google refused the change: ${detail}`, fieldViolations };
};
