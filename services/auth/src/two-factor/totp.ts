import { generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 TOTP (SHA-1, 6 digits, 30 s), what every authenticator app speaks.
const STEP_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: 'Nearbly', label: email, secret });

// The time step of a code of the current step or one step either side (clock drift, slow
// typing), or undefined when the code matches none of them.
export const totpStepOf = async (
  secret: string,
  code: string,
  epoch = Math.floor(Date.now() / 1000),
): Promise<number | undefined> => {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({ secret, token: code, epoch, epochTolerance: STEP_SECONDS });
    return result.valid ? Math.floor(epoch / STEP_SECONDS) + result.delta : undefined;
  } catch {
    return undefined;
  }
};
