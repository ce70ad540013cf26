import { loadServiceEnv } from '@app/service-kit';

// Parsed once at boot; no other file reads process.env.
export const env = loadServiceEnv('analysis');
