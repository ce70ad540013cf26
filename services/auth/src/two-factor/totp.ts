import { generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 TOTP (SHA-1, 6 digits, 30 s), what every authenticator app speaks.
const STEP_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: 'Nearbly', label: email, secret });

// Accepts the code of the current step and of one step either side (clock drift, slow typing).
export const isValidTotp = async (secret: string, code: string): Promise<boolean> => {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    return (await verify({ secret, token: code, epochTolerance: STEP_SECONDS })).valid;
  } catch {
    return false;
  }
};
