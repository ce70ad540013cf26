import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPLY_TOPICS, SERVICE_NAMES, type TServiceName } from '@app/contracts';
import { ensureLocalRpcKeys } from '@app/service-kit';
import { dropDatabase } from './databases';
import { RPC_PRINCIPALS } from './in-process-service';
import { REPO_ROOT, testDatabaseUrl } from './infra';
import { skipServiceBacklog, waitForEmptyGroups } from './kafka-backlog';

export type TRunningProcess = {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

// Ports handed out by this test process, so two callers never get the same one.
const handedOut = new Set<number>();

// The first port of the kernel's ephemeral range (outgoing connections and listen(0) take theirs
// from it; 32768 when it cannot be read).
const ephemeralStart = (): number => {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 11_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
};

const canListen = async (port: number): Promise<boolean> => {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  try {
    await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error as Error))]);
  } catch {
    return false;
  }
  await new Promise((resolve) => server.close(resolve));
  return true;
};

// A port for a child process to listen on. It is free now and lies below the ephemeral range: a
// port from listen(0) is released before the child binds it, and in between an outgoing
// connection of any process (a service starting up connects to Kafka, Postgres and Redis) could
// take it, so the child failed with EADDRINUSE. Ports below that range are never given to
// outgoing connections.
export const freePort = async (): Promise<number> => {
  const high = ephemeralStart() - 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = 10_000 + Math.floor(Math.random() * (high - 10_000));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error('no free port below the ephemeral range');
};

// Runs a built entry point (dist/main.js) as its own process, the way `npm start` does.
export const startProcess = (name: string, script: string, env: Record<string, string>): TRunningProcess =>
  startCommand(name, process.execPath, [script], { NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });

// Any command as a child process whose output the test can read, stopped with SIGTERM (then SIGKILL).
export const startCommand = (name: string, command: string, args: string[], env: Record<string, string> = {}): TRunningProcess => {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then((args) => args[0] as number | null);
  return {
    name,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
};

export const serviceEntry = (service: TServiceName, file = 'main.js'): string => join(REPO_ROOT, 'services', service, 'dist', file);
export const bffEntry = (): string => join(REPO_ROOT, 'apps', 'bff', 'dist', 'main.js');

export const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}${lastError instanceof Error ? `: ${lastError.message}` : ''}`);
};

export type TSystem = {
  baseUrl: string;
  // Each service's health/metrics HTTP port (fixed for the system's lifetime, also across restarts).
  servicePorts: Record<TServiceName, number>;
  // The BFF's Prometheus port (GET /metrics).
  bffMetricsPort: number;
  databasePrefix: string;
  processes: Map<string, TRunningProcess>;
  restartService: (service: TServiceName) => Promise<void>;
  // One more BFF replica on the same system (its own port), ready once it answers health: it
  // joins the BFF's reply group as another instance. Stopped with the system, or by `remove`.
  addBff: (name: string) => Promise<{ baseUrl: string; process: TRunningProcess; remove: (signal?: NodeJS.Signals) => Promise<void> }>;
  stop: () => Promise<void>;
};

// The limits on what visitors may do without an account count in Redis per address and per day,
// and Redis outlives a run: suites, e2e and bench runs of one day (some from 127.0.0.1) would add
// up to the production defaults. A test system gets limits no run reaches; a suite about the
// limits sets its own in bffEnv.
const UNREACHED_PUBLIC_LIMITS: Record<string, string> = {
  SIGNUP_PER_IP_PER_HOUR: '1000000',
  SIGNUP_DAILY_BUDGET: '100000000',
  ANALYSIS_PER_IP_PER_HOUR: '1000000',
  ANALYSIS_DAILY_BUDGET: '100000000',
  NEWSLETTER_PER_IP_PER_HOUR: '1000000',
  NEWSLETTER_DAILY_BUDGET: '100000000',
  CHAT_ANONYMOUS_PER_IP_PER_DAY: '1000000',
  CHAT_ANONYMOUS_DAILY_BUDGET: '100000000',
};

// The whole system as separate processes (five services and the BFF) on the real infrastructure,
// each on its own test databases, migrated first. Ready when /api/health reports everything ok.
export const startSystem = async (options: {
  databasePrefix: string;
  freshDatabases?: boolean;
  bffEnv?: Record<string, string>;
  // Extra environment of single services, e.g. { chat: fakeOpenAi.env() }.
  serviceEnv?: Partial<Record<TServiceName, Record<string, string>>>;
  logLevel?: string;
}): Promise<TSystem> => {
  // Every process trusts the others' requests (a jest run has set this already; a bench has not).
  ensureLocalRpcKeys(RPC_PRINCIPALS);
  // A suite starts from empty test databases unless it asks to keep what a previous run left.
  if (options.freshDatabases ?? true) {
    await Promise.all(SERVICE_NAMES.map((service) => dropDatabase(testDatabaseUrl(service, options.databasePrefix))));
  }
  const common = { DATABASE_PREFIX: options.databasePrefix, LOG_LEVEL: options.logLevel ?? 'warn' };
  await Promise.all(
    SERVICE_NAMES.map(async (service) => {
      const migrate = startProcess(`${service}-migrate`, serviceEntry(service, 'migrate.js'), common);
      const code = await migrate.exited;
      if (code !== 0) throw new Error(`Migrating ${service} failed:\n${migrate.output()}`);
    }),
  );
  // A system on fresh databases starts after the events and requests that earlier suites left in
  // the shared topics (an in-process auth suite's registrations, say), as an in-process service does.
  if (options.freshDatabases ?? true) {
    await Promise.all(SERVICE_NAMES.map((service) => skipServiceBacklog(service)));
  }
  // The callers' reply groups too: a new caller joining beside an earlier system's leftover member
  // waits a whole rebalance, and its first calls (chat's plan catalogue, say) would time out.
  await waitForEmptyGroups(Object.values(REPLY_TOPICS));
  const processes = new Map<string, TRunningProcess>();
  const servicePorts = Object.fromEntries(
    await Promise.all(SERVICE_NAMES.map(async (service) => [service, await freePort()] as const)),
  ) as Record<TServiceName, number>;
  const launchService = (service: TServiceName) =>
    processes.set(
      service,
      startProcess(service, serviceEntry(service), { ...common, PORT: String(servicePorts[service]), HTTP_HOST: '127.0.0.1', ...options.serviceEnv?.[service] }),
    );
  SERVICE_NAMES.forEach(launchService);
  const launchBff = (name: string, port: number, metricsPort: number) =>
    startProcess(name, bffEntry(), {
      ...common,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      HTTP_HOST: '127.0.0.1',
      // Test clients (ApiUser, the e2e browsers) connect from loopback and name their own address in
      // X-Forwarded-For, as a proxy on this machine would, so rate-limit counters do not carry from
      // one test to the next. A suite about proxy trust sets its own TRUST_PROXY.
      TRUST_PROXY: 'loopback',
      ...UNREACHED_PUBLIC_LIMITS,
      ...options.bffEnv,
    });
  const [port, bffMetricsPort] = [await freePort(), await freePort()];
  processes.set('bff', launchBff('bff', port, bffMetricsPort));
  const baseUrl = `http://127.0.0.1:${port}`;
  const system: TSystem = {
    baseUrl,
    servicePorts,
    bffMetricsPort,
    databasePrefix: options.databasePrefix,
    processes,
    restartService: async (service) => {
      launchService(service);
      await waitForHealthy(baseUrl, processes);
    },
    addBff: async (name) => {
      const [extraPort, extraMetricsPort] = [await freePort(), await freePort()];
      const extra = launchBff(name, extraPort, extraMetricsPort);
      processes.set(name, extra);
      const extraUrl = `http://127.0.0.1:${extraPort}`;
      await waitForHealthy(extraUrl, processes);
      const remove = async (signal: NodeJS.Signals = 'SIGTERM') => {
        await extra.stop(signal);
        processes.delete(name);
      };
      return { baseUrl: extraUrl, process: extra, remove };
    },
    stop: async () => {
      await Promise.all([...processes.values()].map((running) => running.stop()));
    },
  };
  try {
    await waitForHealthy(baseUrl, processes);
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
};

// The BFF reports a snapshot checked in the background: only one checked after the wait began
// counts (a restarted service may still look healthy in an older one).
const waitForHealthy = (baseUrl: string, processes: Map<string, TRunningProcess>) => {
  const since = Date.now();
  return waitFor(
    'the whole system to report healthy',
    async () => {
      for (const running of processes.values()) {
        if (running.child.exitCode !== null) throw new Error(`${running.name} exited early:\n${running.output()}`);
      }
      const response = await fetch(`${baseUrl}/api/integrations/status`);
      const body = (await response.json()) as { status?: string; checkedAt?: string };
      return body.status === 'ok' && Date.parse(body.checkedAt ?? '') >= since ? true : undefined;
    },
    90_000,
  );
};

// Response bodies in tests are read loosely; each test asserts the fields it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readJson = (response: Response): Promise<any> => response.json();

// Each test client comes from its own address: rate-limit counters live in the shared Redis and
// must not carry over from one test (or run) to the next.
export const randomClientIp = (): string => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

// A small HTTP client for one browser-like user of the API: keeps the bearer token and cookies.
// A new owner's sign-up through the API (docs/product.md §3 Signup); each test overrides what it checks.
export const OWNER_SIGNUP = {
  firstName: 'Maria',
  lastName: 'Lopez',
  password: 'Corner-Bean-2026!',
  businessName: 'Corner Bean Coffee',
  businessType: 'cafe',
  businessAddress: '118 Congress Ave, Austin, TX 78701',
} as const;

export type TSignedUp = { token: string; user: { id: string; displayName: string; email: string } & Record<string, unknown> };

export class ApiUser {
  token: string | undefined;
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly ip = randomClientIp(),
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        'x-forwarded-for': this.ip,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  // Signs up a new owner with a unique email and keeps the access token; fails loudly otherwise.
  async signUp(fields: Record<string, unknown> = {}): Promise<TSignedUp> {
    const response = await this.request('POST', '/api/auth/signup', { ...OWNER_SIGNUP, email: `owner-${randomUUID()}@example.com`, ...fields });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}: ${text}`);
    const answer = JSON.parse(text) as TSignedUp;
    this.token = answer.token;
    return answer;
  }
}
