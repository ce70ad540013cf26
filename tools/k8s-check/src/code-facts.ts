import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contracts from '@app/contracts';
import {
  EVENTS,
  REQUESTS,
  SERVICE_NAMES,
  type TEventContract,
  type TRequestContract,
  type TServiceName,
} from '@app/contracts';
import { DEFAULT_SERVICE_PORTS } from '@app/service-kit';

// What the code says the manifests must match, read from the code itself so that a new variable,
// topic or service fails this check until k8s/ has it.

export const WORKSPACE_ROOT = join(__dirname, '..', '..', '..');

export type TProcessName = 'bff' | TServiceName;
export const PROCESS_NAMES: readonly TProcessName[] = ['bff', ...SERVICE_NAMES];

const srcOf = (process: TProcessName): string =>
  process === 'bff' ? 'apps/bff/src' : `services/${process}/src`;

const isRequest = (value: unknown): value is TRequestContract =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'request';
const isEvent = (value: unknown): value is TEventContract =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'event';

// The names a file imports from @app/contracts: local name → exported name.
const contractImports = (text: string): Map<string, string> => {
  const names = new Map<string, string>();
  for (const [, list = ''] of text.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@app\/contracts'/g,
  )) {
    for (const entry of list.split(',')) {
      const match = /^\s*(?:type\s+)?(\w+)(?:\s+as\s+(\w+))?\s*$/.exec(entry);
      if (match?.[1]) names.set(match[2] ?? match[1], match[1]);
    }
  }
  return names;
};

// The values a dotted expression of a file names in @app/contracts, step by step
// (`AuthRequests.me` → the AuthRequests object, then the contract), taken from the module itself.
const resolveSteps = (imports: Map<string, string>, expression: string): unknown[] => {
  const [head = '', ...path] = expression.split('.');
  const exported = imports.get(head);
  if (exported === undefined) return [];
  const steps: unknown[] = [(contracts as Record<string, unknown>)[exported]];
  for (const key of path) {
    const last = steps[steps.length - 1];
    if (typeof last !== 'object' || last === null) break;
    steps.push((last as Record<string, unknown>)[key]);
  }
  return steps;
};

const EVENT_TOPICS_OF_CONTRACTS = new Set(EVENTS.map((event) => event.topic));

const memo = <K extends string, T>(compute: (key: K) => T): ((key: K) => T) => {
  const values = new Map<K, T>();
  return (key) => {
    if (!values.has(key)) values.set(key, compute(key));
    return values.get(key) as T;
  };
};

// Event topics a source file consumes: its `@OnEvent(Contract)` and `@OnEvents(Contract)`
// handlers, Contract resolved through the contracts module.
export const eventsConsumedIn = (path: string, text: string): string[] => {
  const imports = contractImports(text);
  return [...text.matchAll(/@(OnEvents?)\(\s*([\w.]+)\s*[,)]/g)].map(
    ([, decorator = '', expression = '']) => {
      const value = resolveSteps(imports, expression).at(-1);
      const topic = isEvent(value) ? value.topic : undefined;
      if (topic === undefined || !EVENT_TOPICS_OF_CONTRACTS.has(topic))
        throw new Error(
          `${path}: @${decorator}(${expression}) does not name an event of @app/contracts (EVENTS)`,
        );
      return topic;
    },
  );
};

// Event topics a service consumes, over all its sources.
export const consumedEventsOf = memo((service: TServiceName) =>
  [
    ...new Set(sourcesIn(srcOf(service)).flatMap(({ path, text }) => eventsConsumedIn(path, text))),
  ].sort(),
);

// Request topics of other services that a source file of a process names, that is calls:
// `rpc.call(BillingRequests.plansList, ...)`. A service naming its own requests handles them;
// that is not a call.
export const requestsCalledIn = (process: TProcessName, text: string): string[] => {
  const imports = contractImports(text);
  const found = new Set<string>();
  for (const local of imports.keys()) {
    for (const [expression] of text.matchAll(new RegExp(`\\b${local}(?:\\.\\w+)+`, 'g'))) {
      for (const step of resolveSteps(imports, expression)) {
        if (isRequest(step)) {
          if (step.service !== process) found.add(step.topic);
          break;
        }
      }
    }
  }
  return [...found];
};

// Request topics a process calls, over all its sources.
export const calledRequestsOf = memo((process: TProcessName) =>
  [
    ...new Set(sourcesIn(srcOf(process)).flatMap(({ text }) => requestsCalledIn(process, text))),
  ].sort(),
);

// Every request topic: the contracts'.
export const requestTopicsOfKit = (): string[] => REQUESTS.map((request) => request.topic);

// Guards for what the manifests assume of the kit's transport: if one of these lines changes, the
// topology in kafka-topology.ts must change with it.
export const kitSourceSays = (path: string, expected: string): void => {
  if (!read(path).includes(expected))
    throw new Error(
      `${path} no longer contains ${expected}: update tools/k8s-check/src/kafka-topology.ts`,
    );
};

export { DEFAULT_SERVICE_PORTS, SERVICE_NAMES };
export const BFF_PORT = 3000;

const read = (path: string): string => readFileSync(join(WORKSPACE_ROOT, path), 'utf8');

// Keys of the zod objects in an env.ts (`  NAME: z...`), the only files that read process.env.
export const envKeysIn = (path: string): string[] => [
  ...new Set(
    [...read(path).matchAll(/(?:^|[{,])\s*([A-Z][A-Z0-9_]*)\s*:/gm)].map((match) => match[1] ?? ''),
  ),
];

// Any other direct read (`process.env.NAME`) in a process's sources, which docs/contributing.md forbids but a
// deployment must still satisfy. npm's own npm_* variables are not configuration.
// The non-test TypeScript sources below a folder (generated clients excluded).
export const sourcesIn = (dir: string): { path: string; text: string }[] => {
  const files: { path: string; text: string }[] = [];
  const walk = (path: string): void => {
    for (const entry of readdirSync(join(WORKSPACE_ROOT, path), { withFileTypes: true })) {
      const child = `${path}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(child);
      } else if (/\.ts$/.test(entry.name) && !/\.(spec|int-spec)\.ts$/.test(entry.name)) {
        files.push({ path: child, text: read(child) });
      }
    }
  };
  if (existsSync(join(WORKSPACE_ROOT, dir))) walk(dir);
  return files;
};

const directEnvReads = (dir: string): string[] =>
  sourcesIn(dir).flatMap(({ text }) =>
    [...text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? ''),
  );

const KIT_ENV = 'libs/service-kit/src/env.ts';

// Optional kit schemas a process opts into by naming them in its env.ts.
const KIT_OPTIONAL_ENVS: Record<string, string> = {
  loadOpenAiEnv: 'libs/service-kit/src/openai-env.ts',
};

// Every variable each process reads at boot: the kit's shared ones (plus PORT and
// DATABASE_URL_<SERVICE> for services), and the process's own src/config/env.ts.
export const envVarsOf = (process: TProcessName): string[] => {
  const kit = envKeysIn(KIT_ENV);
  const own =
    process === 'bff' ? 'apps/bff/src/config/env.ts' : `services/${process}/src/config/env.ts`;
  const vars = new Set([...kit, ...envKeysIn(own)]);
  for (const [loader, path] of Object.entries(KIT_OPTIONAL_ENVS)) {
    if (read(own).includes(loader)) for (const name of envKeysIn(path)) vars.add(name);
  }
  if (process !== 'bff') {
    if (!read(KIT_ENV).includes('`DATABASE_URL_${service.toUpperCase()}`')) {
      throw new Error(
        `${KIT_ENV} no longer reads DATABASE_URL_<SERVICE>: update tools/k8s-check/src/code-facts.ts`,
      );
    }
    vars.add(`DATABASE_URL_${process.toUpperCase()}`);
  }
  const dirs = [
    'libs/contracts/src',
    'libs/service-kit/src',
    process === 'bff' ? 'apps/bff/src' : `services/${process}/src`,
  ];
  for (const dir of dirs) for (const name of directEnvReads(dir)) vars.add(name);
  return [...vars].sort();
};

// Variables that stand in for each other: a service's database is DATABASE_URL_<SERVICE>, or else
// DATABASE_BASE_URL + DATABASE_PREFIX (libs/service-kit/src/env.ts databaseUrlFor).
export const alternativesOf = (process: TProcessName, name: string): string[] =>
  process !== 'bff' && name === 'DATABASE_BASE_URL'
    ? [`DATABASE_URL_${process.toUpperCase()}`]
    : [];

export const relativeToRoot = (path: string): string => relative(WORKSPACE_ROOT, path);
