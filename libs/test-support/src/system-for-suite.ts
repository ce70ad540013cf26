import type { TServiceName } from '@app/contracts';
import { startSystem, type TSystem } from './processes';

type TStartOptions = Parameters<typeof startSystem>[0];

// A fake outside API (Stripe, Google, OpenAI) a suite starts before the system, and stops after.
export type TOutsideServer = { start: () => Promise<unknown>; stop: () => Promise<void> };

// The whole system for one describe block: started before its first test, stopped after its last
// (Jest hooks registered where this is called). The handle stands for the running system, so a
// suite names it once, without a variable filled in later. Options given as a function are read
// after the outside servers started, so they can carry their addresses.
export const systemForSuite = (options: TStartOptions | (() => TStartOptions), outside: TOutsideServer[] = []): TSystem => {
  let running: TSystem | undefined;

  beforeAll(async () => {
    for (const server of outside) await server.start();
    running = await startSystem(typeof options === 'function' ? options() : options);
  }, 150_000);

  afterAll(async () => {
    await running?.stop();
    for (const server of outside) await server.stop();
  });

  const system = (): TSystem => {
    if (!running) throw new Error('The system did not start: see the suite’s beforeAll');
    return running;
  };
  return {
    get baseUrl() {
      return system().baseUrl;
    },
    get servicePorts() {
      return system().servicePorts;
    },
    get bffMetricsPort() {
      return system().bffMetricsPort;
    },
    get databasePrefix() {
      return system().databasePrefix;
    },
    get processes() {
      return system().processes;
    },
    restartService: (service: TServiceName) => system().restartService(service),
    addBff: (name: string) => system().addBff(name),
    stop: () => system().stop(),
  };
};
