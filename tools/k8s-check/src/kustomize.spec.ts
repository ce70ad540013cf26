import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { relativeToRoot, WORKSPACE_ROOT } from './code-facts';
import { parseImage, parseYamlDocuments, renderKustomization, type TManifest } from './kustomize';
import { OVERLAYS, overlayDir } from './render';

const write = (root: string, files: Record<string, string>): void => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: { name: web, labels: { tier: front } }
spec:
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      containers:
        - name: web
          image: example/web
          env: [{ name: A, value: "1" }, { name: B, value: "2" }]
        - name: sidecar
          image: example/sidecar:1.0@sha256:${'a'.repeat(64)}
---
apiVersion: v1
kind: ConfigMap
metadata: { name: settings }
data: { LEVEL: info, KEEP: "yes" }
`;

describe('renderKustomization', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'k8s-check-'));
    write(root, {
      'base/app.yaml': DEPLOYMENT,
      'base/kustomization.yaml':
        'resources: [app.yaml]\nnamespace: shop\nlabels: [{ pairs: { team: blue } }]\nimages: [{ name: example/web, newTag: "2.0" }]\n',
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const render = (overlay: string): TManifest[] => {
    write(root, { 'overlay/kustomization.yaml': overlay });
    return renderKustomization(join(root, 'overlay'));
  };
  const deployment = (manifests: TManifest[]) =>
    manifests.find((manifest) => manifest.kind === 'Deployment') as unknown as {
      metadata: { namespace: string; labels: Record<string, string> };
      spec: {
        template: {
          metadata: { labels: Record<string, string> };
          spec: {
            containers: { name: string; image: string; env?: { name: string; value: string }[] }[];
          };
        };
      };
    };

  it('applies namespace, labels (metadata only) and images of the base', () => {
    const result = deployment(render('resources: [../base]\n'));
    expect(result.metadata).toMatchObject({
      namespace: 'shop',
      labels: { tier: 'front', team: 'blue' },
    });
    expect(result.spec.template.metadata.labels).toEqual({ app: 'web' });
    expect(result.spec.template.spec.containers.map((container) => container.image)).toEqual([
      'example/web:2.0',
      `example/sidecar:1.0@sha256:${'a'.repeat(64)}`,
    ]);
  });

  it('merges a strategic merge patch by container and variable name, and null deletes', () => {
    write(root, {
      'overlay/patch.yaml':
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web }\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          env: [{ name: B, value: "two" }, { name: C, value: "3" }]\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: { name: settings }\ndata: { LEVEL: debug, KEEP: null }\n',
    });
    const manifests = render('resources: [../base]\npatches: [{ path: patch.yaml }]\n');
    const [web, sidecar] = deployment(manifests).spec.template.spec.containers;
    expect(web?.env).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: 'two' },
      { name: 'C', value: '3' },
    ]);
    expect(sidecar?.name).toBe('sidecar');
    expect(manifests.find((manifest) => manifest.kind === 'ConfigMap')?.data).toEqual({
      LEVEL: 'debug',
    });
  });

  it('applies a JSON patch to every target matched by kind, name regex and label selector', () => {
    const patch = (target: string) =>
      render(
        `resources: [../base]\npatches:\n  - target: ${target}\n    patch: '[{ op: replace, path: /spec/template/spec/containers/0/image, value: other/web:9 }]'\n`,
      );
    expect(
      deployment(patch('{ kind: Deployment, name: "w.b" }')).spec.template.spec.containers[0]
        ?.image,
    ).toBe('other/web:9');
    expect(
      deployment(patch('{ kind: Deployment, labelSelector: tier=front }')).spec.template.spec
        .containers[0]?.image,
    ).toBe('other/web:9');
    // A targeted patch that matches nothing is refused (kustomize would skip it silently).
    expect(() => patch('{ kind: Deployment, name: we }')).toThrow(/matches no resource/);
    expect(() => patch('{ kind: Deployment, labelSelector: tier=back }')).toThrow(
      /matches no resource/,
    );
  });

  it('refuses the kustomize features it does not implement', () => {
    expect(() =>
      render('resources: [../base]\nconfigMapGenerator: [{ name: x, literals: [a=b] }]\n'),
    ).toThrow(/configMapGenerator not supported/);
    expect(() =>
      render('resources: [../base]\nlabels: [{ pairs: { a: b }, includeSelectors: true }]\n'),
    ).toThrow(/includeSelectors not supported/);
    write(root, {
      'overlay/delete.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: settings }\n$patch: delete\n',
    });
    expect(() => render('resources: [../base]\npatches: [{ path: delete.yaml }]\n')).toThrow(
      /\$patch/,
    );
  });

  it('refuses a resource defined twice', () => {
    expect(() => render('resources: [../base/app.yaml, ../base/app.yaml]\n')).toThrow(
      /defined twice/,
    );
  });
});

describe('parseImage', () => {
  it('tells a registry port from a tag', () => {
    expect(parseImage('registry:5000/team/app')).toEqual({ name: 'registry:5000/team/app' });
    expect(parseImage('registry:5000/team/app:1.2')).toMatchObject({
      name: 'registry:5000/team/app',
      tag: '1.2',
    });
    expect(parseImage('redis:7.4.2-alpine')).toMatchObject({ name: 'redis', tag: '7.4.2-alpine' });
  });
});

// The renderer against the real kustomize, where one is installed (kubectl kustomize or
// kustomize build): both must produce the same objects for k8s/'s overlays.
const realKustomize = (): string[] | undefined => {
  const candidates = [
    { command: ['kustomize', 'build'], version: ['kustomize', 'version'] },
    { command: ['kubectl', 'kustomize'], version: ['kubectl', 'version', '--client'] },
  ];
  for (const {
    command,
    version: [program = '', ...args],
  } of candidates) {
    try {
      execFileSync(program, args, { stdio: 'ignore', timeout: 10_000 });
      return command;
    } catch {
      // not installed
    }
  }
  return undefined;
};

const kustomize = realKustomize();
const describeWithKustomize = kustomize ? describe : describe.skip;

describeWithKustomize(
  `the renderer matches ${kustomize?.join(' ') ?? 'kustomize (not installed: skipped)'}`,
  () => {
    const canonical = (manifests: TManifest[]): Record<string, string> =>
      Object.fromEntries(
        manifests.map((manifest) => [
          `${manifest.apiVersion} ${manifest.kind} ${manifest.metadata.namespace ?? ''}/${manifest.metadata.name}`,
          JSON.stringify(manifest, (_key, value: unknown) =>
            value && typeof value === 'object' && !Array.isArray(value)
              ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
              : value,
          ),
        ]),
      );

    const dirs = [
      ...OVERLAYS.map(overlayDir),
      join(WORKSPACE_ROOT, 'k8s', 'base'),
      join(WORKSPACE_ROOT, 'k8s', 'infra'),
    ];
    it.each(dirs.map(relativeToRoot))('%s', (path) => {
      const dir = join(WORKSPACE_ROOT, path);
      const [command = '', ...args] = kustomize ?? [];
      const output = execFileSync(command, [...args, dir], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      const theirs = parseYamlDocuments(output, command).filter(
        (document) => document !== null,
      ) as TManifest[];
      expect(canonical(renderKustomization(dir))).toEqual(canonical(theirs));
    });
  },
);
