import { Inject, Injectable, Logger } from '@nestjs/common';
import { AesGcmSecretBox, SERVICE_ENV } from '@app/service-kit';
import type { TAuthEnv } from '../config/env';

// Used only outside production when TOTP_ENCRYPTION_KEY is unset (the service refuses to start
// in production without one): development data is encrypted all the same.
export const DEVELOPMENT_KEY = 'nearbly-development-totp-encryption-key';

// Authenticator app secrets at rest (AesGcmSecretBox of @app/service-kit). A value without the
// prefix was written before encryption and is read as it is (and re-encrypted at boot,
// TotpSecretsAtRest).
@Injectable()
export class SecretBox extends AesGcmSecretBox {
  constructor(@Inject(SERVICE_ENV) env: TAuthEnv) {
    // The service does not start in production without its own key (the migration Job needs none).
    if (!env.TOTP_ENCRYPTION_KEY && env.NODE_ENV === 'production')
      throw new Error('TOTP_ENCRYPTION_KEY is required in production (32 characters or more)');
    if (!env.TOTP_ENCRYPTION_KEY)
      new Logger(SecretBox.name).warn(
        'TOTP_ENCRYPTION_KEY is not set: two-factor secrets are encrypted with the development key',
      );
    super(env.TOTP_ENCRYPTION_KEY ?? DEVELOPMENT_KEY);
  }

  override open(stored: string): string {
    return SecretBox.isSealed(stored) ? super.open(stored) : stored;
  }
}
