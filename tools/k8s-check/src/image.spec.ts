import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROCESS_NAMES, SERVICE_NAMES, WORKSPACE_ROOT } from './code-facts';
import { parseImage } from './kustomize';
import { healthPathOf, portOf } from './rules';

// The images cannot be built here (no Docker engine): check what can be checked without one.

const read = (path: string): string => readFileSync(join(WORKSPACE_ROOT, path), 'utf8');
const dockerfile = read('docker/Dockerfile').replace(/\\\n/g, ' ');
const instructions = dockerfile
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const argDefaults = new Map(
  instructions.flatMap((line) => {
    const match = /^ARG (\w+)=(\S+)$/.exec(line);
    return match ? [[match[1] ?? '', match[2] ?? ''] as const] : [];
  }),
);
const stages = instructions.reduce<{ name: string; lines: string[] }[]>((all, line) => {
  const from = /^FROM (\S+)(?: AS (\S+))?$/i.exec(line);
  if (from) all.push({ name: from[2] ?? '', lines: [line] });
  else all.at(-1)?.lines.push(line);
  return all;
}, []);
const runtime = stages.at(-1)?.lines ?? [];

type TPackage = {
  workspaces?: string[];
  packages: Record<string, { dev?: boolean; link?: boolean }>;
};

describe('docker/Dockerfile', () => {
  it('builds on a pinned Node 24 slim image, never latest', () => {
    const bases = stages
      .map((stage) => stage.lines[0]?.split(/\s+/)[1] ?? '')
      .map((image) =>
        image.replace(/\$\{(\w+)\}/g, (_match, name: string) => argDefaults.get(name) ?? ''),
      )
      .filter((image) => !stages.some((stage) => stage.name === image));
    expect(bases.length).toBeGreaterThan(0);
    for (const image of bases) {
      expect(parseImage(image)).toEqual({
        name: 'node',
        tag: expect.stringMatching(/^24\.\d+\.\d+-bookworm-slim$/) as string,
        digest: undefined,
      });
    }
  });

  it('runs `node dist/main.js` as uid 1000 in production mode, with a health check and its port', () => {
    expect(runtime).toContain('USER 1000:1000');
    expect(runtime).toContain('CMD ["node", "dist/main.js"]');
    expect(runtime.some((line) => /^ENV NODE_ENV=production\b/.test(line))).toBe(true);
    expect(runtime.some((line) => line.startsWith('EXPOSE '))).toBe(true);
    expect(runtime.some((line) => /^HEALTHCHECK .*CMD \["node", "-e", ".*fetch\(/.test(line))).toBe(
      true,
    );
    expect(runtime.some((line) => /\bcurl\b|\bwget\b/.test(line))).toBe(false);
  });

  it('copies every npm workspace manifest before `npm ci`', () => {
    const { workspaces = [] } = JSON.parse(read('package.json')) as TPackage;
    const manifests = workspaces.flatMap((pattern) => {
      const parent = pattern.replace(/\/\*$/, '');
      return readdirSync(join(WORKSPACE_ROOT, parent))
        .map((name) => `${parent}/${name}/package.json`)
        .filter((path) => existsSync(join(WORKSPACE_ROOT, path)));
    });
    const install = instructions.findIndex((line) => line.includes('npm ci'));
    const copied = instructions.slice(0, install).filter((line) => line.startsWith('COPY '));
    for (const manifest of manifests)
      expect({ manifest, copied: copied.some((line) => line.includes(manifest)) }).toEqual({
        manifest,
        copied: true,
      });
  });

  it('keeps build outputs, modules and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.nx', '.env']),
    );
    for (const needed of [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      '.swcrc',
      'nx.json',
      'libs',
      'apps',
      'services',
    ]) {
      expect({
        needed,
        ignored: ignored.includes(needed) || ignored.includes(`/${needed}`),
      }).toEqual({ needed, ignored: false });
    }
  });
});

describe('docker/build-images.sh', () => {
  const builds = [
    ...read('docker/build-images.sh').matchAll(/^build (\S+) (\S+) (\d+) (\S+)$/gm),
  ].map(([, app, dir, port, health]) => ({
    app,
    dir,
    port: Number(port),
    health,
  }));

  it('builds one image per process with the port and health path the manifests probe', () => {
    expect(builds.map((build) => build.app).sort()).toEqual([...PROCESS_NAMES].sort());
    for (const build of builds) {
      const process = PROCESS_NAMES.find((name) => name === build.app) ?? 'bff';
      expect(build).toEqual({
        app: process,
        dir: process === 'bff' ? 'apps/bff' : `services/${process}`,
        port: portOf(process),
        health: healthPathOf(process),
      });
      expect(existsSync(join(WORKSPACE_ROOT, build.dir ?? '', 'package.json'))).toBe(true);
    }
  });
});

// `npm prune --omit=dev` keeps only production dependencies: everything the processes import at
// run time must be one, or the image fails at its first require().
describe('runtime dependencies', () => {
  const lock = JSON.parse(read('package-lock.json')) as TPackage;
  const runtimeSources = [
    'apps/bff/src',
    'libs/contracts/src',
    'libs/mail/src',
    'libs/service-kit/src',
    ...SERVICE_NAMES.map((service) => `services/${service}/src`),
  ];

  const imports = (dir: string): Set<string> => {
    const found = new Set<string>();
    const walk = (path: string): void => {
      for (const entry of readdirSync(join(WORKSPACE_ROOT, path), { withFileTypes: true })) {
        const child = `${path}/${entry.name}`;
        if (entry.isDirectory()) walk(child);
        else if (/\.tsx?$/.test(entry.name) && !/\.(spec|int-spec)\.tsx?$/.test(entry.name)) {
          const source = read(child);
          // Value imports and requires only: `import type` is erased by the build.
          for (const match of source.matchAll(
            /^(?:import(?!\s+type\b)[^'"]*?from\s+|import\s+|export\s+(?!type\b)[^'"]*?from\s+)['"]([^'"./][^'"]*)['"]/gm,
          )) {
            found.add(match[1] ?? '');
          }
          for (const match of source.matchAll(/require\(['"]([^'"./][^'"]*)['"]\)/g))
            found.add(match[1] ?? '');
        }
      }
    };
    walk(dir);
    return found;
  };

  const packageOf = (specifier: string): string =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');

  it.each(runtimeSources)('%s imports only production dependencies', (dir) => {
    const packages = [...imports(dir)]
      .map(packageOf)
      .filter((name) => !name.startsWith('node:') && !name.startsWith('@app/'));
    const devOnly = [...new Set(packages)].filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return !entry || entry.dev === true;
    });
    expect(devOnly).toEqual([]);
  });
});
