import { ensureLocalRpcKeys } from '@app/service-kit';
import { RPC_PRINCIPALS } from './in-process-service';
import { ensureInfra } from './infra';

// Jest globalSetup of every integration and end-to-end suite.
export default async function globalSetup(): Promise<void> {
  await ensureInfra();
  // One key pair for every process the run starts (they inherit the environment).
  ensureLocalRpcKeys(RPC_PRINCIPALS);
}
