import { stopContainers } from './infra';

export default async function globalTeardown(): Promise<void> {
  await stopContainers();
}
