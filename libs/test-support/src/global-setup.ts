import { ensureInfra } from './infra';

// Jest globalSetup of every integration and end-to-end suite.
export default async function globalSetup(): Promise<void> {
  await ensureInfra();
}
