import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  allRequestTopics,
  EVENT_TOPICS,
  REQUEST_TOPICS,
  replyTopicOf,
  requestTopicsOf,
  SERVICE_NAMES,
  type TServiceName,
} from '@app/contracts';
import { DEFAULT_SERVICE_PORTS, TOPIC_PARTITIONS } from '@app/service-kit';

// What the code says the manifests must match, read from the code itself so that a new variable,
// topic or service fails this check until k8s/ has it.

export const WORKSPACE_ROOT = join(__dirname, '..', '..', '..');

export type TProcessName = 'bff' | TServiceName;
export const PROCESS_NAMES: readonly TProcessName[] = ['bff', ...SERVICE_NAMES];

export type TTopicKind = keyof typeof TOPIC_PARTITIONS;
export type TTopic = { name: string; kind: TTopicKind; owner: TServiceName };

const ownerOf = (topic: string): TServiceName => {
  const owner = SERVICE_NAMES.find((service) => topic.startsWith(`${service}.`));
  if (!owner) throw new Error(`topic ${topic} does not start with a service name`);
  return owner;
};

export const contractTopics = (): TTopic[] => [
  ...allRequestTopics().map((name) => ({ name, kind: 'request' as const, owner: ownerOf(name) })),
  ...allRequestTopics().map((name) => ({
    name: replyTopicOf(name),
    kind: 'reply' as const,
    owner: ownerOf(name),
  })),
  ...Object.values(EVENT_TOPICS).map((name) => ({
    name,
    kind: 'event' as const,
    owner: ownerOf(name),
  })),
];

const sourcesOf = (service: TServiceName) => sourcesIn(`services/${service}/src`);

// Event topics a service consumes: its `@EventPattern(EVENT_TOPICS.name)` handlers.
export const consumedEventsOf = (service: TServiceName): string[] => {
  const found = new Set<string>();
  for (const { path, text } of sourcesOf(service)) {
    for (const match of text.matchAll(/@EventPattern\(\s*EVENT_TOPICS\.(\w+)/g)) {
      const topic = (EVENT_TOPICS as Record<string, string>)[match[1] ?? ''];
      if (!topic) throw new Error(`${path}: EVENT_TOPICS.${match[1]} is not an event topic`);
      found.add(topic);
    }
  }
  return [...found].sort();
};

// Other services a service calls: each `new RpcClient({ groupId, requestTopics: [...] })` names
// its reply consumer group and the request topics it may write.
export const rpcClientsOf = (service: TServiceName): { groups: string[]; topics: string[] } => {
  const groups = new Set<string>();
  const topics = new Set<string>();
  const requests = REQUEST_TOPICS as Record<string, Record<string, string>>;
  for (const { path, text } of sourcesOf(service)) {
    for (const [, body = ''] of text.matchAll(/new RpcClient\(\{([\s\S]*?)\}\)/g)) {
      const group = /groupId:\s*'([^']+)'/.exec(body)?.[1];
      const list = /requestTopics:\s*\[([^\]]*)\]/.exec(body)?.[1];
      if (!group || list === undefined)
        throw new Error(`${path}: an RpcClient without a literal groupId and requestTopics list`);
      groups.add(group);
      for (const [, owner = '', name = ''] of list.matchAll(/REQUEST_TOPICS\.(\w+)\.(\w+)/g)) {
        const topic = requests[owner]?.[name];
        if (!topic)
          throw new Error(`${path}: REQUEST_TOPICS.${owner}.${name} is not a request topic`);
        topics.add(topic);
      }
    }
  }
  return { groups: [...groups].sort(), topics: [...topics].sort() };
};

export { DEFAULT_SERVICE_PORTS, requestTopicsOf, replyTopicOf, SERVICE_NAMES, TOPIC_PARTITIONS };
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
const sourcesIn = (dir: string): { path: string; text: string }[] => {
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
