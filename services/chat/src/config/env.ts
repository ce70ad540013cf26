import { z } from 'zod';
import { loadOpenAiEnv, loadServiceEnv, parseEnv } from '@app/service-kit';

// Parsed once at boot; no other file reads process.env.
export const env = loadServiceEnv('chat');

// Maya's model: OpenAI when OPENAI_API_KEY is set, else the local answerer.
export const aiEnv = loadOpenAiEnv();

export const chatEnv = parseEnv(
  z.object({
    SUPPORT_EMAIL: z.email().default('support@nearbly.app').describe('The address Maya gives (docs/product.md §1: the same everywhere)'),
  }),
);
