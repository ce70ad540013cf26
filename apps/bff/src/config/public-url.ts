import { env } from './env';

// Links in emails and OAuth redirects come from configuration, never from the request's Host
// header (reset-link poisoning).
export const publicUrl = (): string => (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');

// The web app's page that uses an email verification link (?token=).
export const verifyEmailUrl = (): string => `${publicUrl()}/verify-email`;
