import { Injectable, Logger } from '@nestjs/common';
import { AesGcmSecretBox } from '@app/service-kit';
import { env } from '../config/env';

// Used only outside production when GOOGLE_TOKEN_ENCRYPTION_KEY is unset (the service refuses to
// start in production without one): development tokens are sealed all the same.
const DEVELOPMENT_KEY = 'nearbly-development-google-token-encryption-key';

// The owners' Google refresh tokens at rest (docs/architecture.md "Outside services"): sealed
// with AES-256-GCM (AesGcmSecretBox of @app/service-kit) under GOOGLE_TOKEN_ENCRYPTION_KEY, so a
// copy of the database alone gives no access to anyone's Business Profile. Nothing here logs a
// value; `open` throws on a value sealed under another key.
@Injectable()
export class GoogleTokenVault extends AesGcmSecretBox {
  constructor() {
    const configured = env.GOOGLE_TOKEN_ENCRYPTION_KEY;
    if (!configured && env.NODE_ENV === 'production') throw new Error('GOOGLE_TOKEN_ENCRYPTION_KEY is required in production (32 characters or more)');
    if (!configured) new Logger(GoogleTokenVault.name).warn('GOOGLE_TOKEN_ENCRYPTION_KEY is not set: Google tokens are sealed with the development key');
    super(configured ?? DEVELOPMENT_KEY);
  }
}
