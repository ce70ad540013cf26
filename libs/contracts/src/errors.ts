import { z } from 'zod';

// Services answer failures with a string code; the BFF maps codes to HTTP statuses.
export const SERVICE_ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'LIMIT_REACHED',
  'NOT_CONFIGURED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type TServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

export const ZErrorDetail = z.object({ path: z.string(), message: z.string() });
export type TErrorDetail = z.infer<typeof ZErrorDetail>;

export const ZServiceError = z.object({
  code: z.enum(SERVICE_ERROR_CODES),
  message: z.string(),
  details: z.array(ZErrorDetail).optional(),
  errorId: z.string().optional(),
});
export type TServiceError = z.infer<typeof ZServiceError>;

// The HTTP status the BFF answers for each code.
export const HTTP_STATUS_OF: Record<TServiceErrorCode, number> = {
  VALIDATION: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  LIMIT_REACHED: 403,
  NOT_CONFIGURED: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const toErrorDetails = (error: z.ZodError): TErrorDetail[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
