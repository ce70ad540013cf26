import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import {
  applyJsonPatch,
  isObject,
  strategicMerge,
  type TJson,
  type TJsonObject,
  type TJsonPatchOperation,
} from './merge';

// A small renderer of the kustomize features k8s/ uses, so `npm test` can check the manifests on a
// machine without kustomize: `resources` (files and folders), `namespace`, `labels` (pairs, on
// metadata only), `images` (newName, newTag, digest) and `patches` (strategic merge or JSON 6902,
// by path or inline, with an optional target: kind, name as a regex, namespace, labelSelector).
// Transformers run in kustomize's order: patches, namespace, labels, images. Any other field of a
// kustomization is refused, so a feature it does not implement can never be silently skipped.
// When kustomize is installed (kubectl kustomize), kustomize.spec.ts checks both render the same.

export type TManifest = TJsonObject & {
  apiVersion: string;
  kind: string;
  metadata: TJsonObject & { name: string; namespace?: string; labels?: Record<string, string> };
};

type TTarget = { kind?: string; name?: string; namespace?: string; labelSelector?: string };
type TPatch = { path?: string; patch?: string; target?: TTarget };
type TImage = { name: string; newName?: string; newTag?: string; digest?: string };
type TKustomization = {
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string> }[];
  images?: TImage[];
  patches?: TPatch[];
};

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'patches',
]);
const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
const CLUSTER_SCOPED_KINDS = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
]);

export const parseYamlDocuments = (text: string, source: string): TJson[] =>
  parseAllDocuments(text).map((document) => {
    if (document.errors.length > 0)
      throw new Error(`${source}: ${document.errors.map((error) => error.message).join('; ')}`);
    return document.toJSON() as TJson;
  });

const asManifest = (value: TJson, source: string): TManifest => {
  const metadata = isObject(value) ? value.metadata : undefined;
  if (
    !isObject(value) ||
    typeof value.apiVersion !== 'string' ||
    typeof value.kind !== 'string' ||
    !isObject(metadata) ||
    typeof metadata.name !== 'string'
  ) {
    throw new Error(`${source}: every document needs apiVersion, kind and metadata.name`);
  }
  return value as TManifest;
};

const readManifests = (file: string): TManifest[] =>
  parseYamlDocuments(readFileSync(file, 'utf8'), file)
    .filter((document) => document !== null)
    .map((document) => asManifest(document, file));

const readKustomization = (dir: string): TKustomization => {
  const file = KUSTOMIZATION_FILES.map((name) => join(dir, name)).find((candidate) =>
    existsSync(candidate),
  );
  if (!file) throw new Error(`${dir}: no kustomization.yaml`);
  const [document, ...rest] = parseYamlDocuments(readFileSync(file, 'utf8'), file);
  if (!isObject(document) || rest.length > 0) throw new Error(`${file}: expected one mapping`);
  const unsupported = Object.keys(document).filter((key) => !SUPPORTED_FIELDS.has(key));
  if (unsupported.length > 0) {
    throw new Error(
      `${file}: ${unsupported.join(', ')} not supported by tools/k8s-check's renderer (see kustomize.ts)`,
    );
  }
  for (const label of (document.labels ?? []) as TJsonObject[]) {
    const extra = Object.keys(label).filter((key) => key !== 'pairs');
    if (extra.length > 0)
      throw new Error(
        `${file}: labels.${extra.join(', ')} not supported (only pairs, on metadata)`,
      );
  }
  return document;
};

const idOf = (manifest: TManifest): string =>
  `${manifest.kind}/${manifest.metadata.namespace ? `${manifest.metadata.namespace}/` : ''}${manifest.metadata.name}`;

// Equality-based selectors (`a=b,c=d`, `a==b`, `a!=b`), the form kustomize targets use here.
export const matchesLabelSelector = (
  labels: Record<string, string> | undefined,
  selector: string,
): boolean =>
  selector
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .every((term) => {
      const match = /^([^!=]+?)\s*(==|=|!=)\s*(.*)$/.exec(term);
      if (!match) throw new Error(`labelSelector "${selector}": only =, == and != are supported`);
      const [, key = '', operator, value = ''] = match;
      const actual = labels?.[key];
      return operator === '!=' ? actual !== value : actual === value;
    });

const matchesTarget = (manifest: TManifest, target: TTarget): boolean =>
  (target.kind === undefined || manifest.kind === target.kind) &&
  (target.name === undefined || new RegExp(`^(?:${target.name})$`).test(manifest.metadata.name)) &&
  (target.namespace === undefined || manifest.metadata.namespace === target.namespace) &&
  (target.labelSelector === undefined ||
    matchesLabelSelector(manifest.metadata.labels, target.labelSelector));

const isJsonPatch = (document: TJson): document is TJsonPatchOperation[] & TJson[] =>
  Array.isArray(document);

const checkOperations = (operations: TJson[], source: string): TJsonPatchOperation[] =>
  operations.map((operation) => {
    if (
      !isObject(operation) ||
      typeof operation.path !== 'string' ||
      (operation.op !== 'add' && operation.op !== 'replace' && operation.op !== 'remove')
    ) {
      throw new Error(
        `${source}: JSON patch operations must be add, replace or remove with a path`,
      );
    }
    return operation as unknown as TJsonPatchOperation;
  });

const applyPatch = (manifests: TManifest[], entry: TPatch, dir: string): TManifest[] => {
  const source = entry.path ? join(dir, entry.path) : `${dir} (inline patch)`;
  const text = entry.path ? readFileSync(join(dir, entry.path), 'utf8') : entry.patch;
  if (text === undefined) throw new Error(`${dir}: a patch needs path or patch`);
  const documents = parseYamlDocuments(text, source).filter((document) => document !== null);
  let result = manifests;
  for (const document of documents) {
    // Without a target, a strategic merge patch names its own target.
    const target: TTarget =
      entry.target ??
      (isJsonPatch(document)
        ? {}
        : {
            kind: asManifest(document, source).kind,
            name: asManifest(document, source).metadata.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          });
    if (!entry.target && isJsonPatch(document))
      throw new Error(`${source}: a JSON patch needs a target`);
    let matched = 0;
    result = result.map((manifest) => {
      if (!matchesTarget(manifest, target)) return manifest;
      matched += 1;
      if (isJsonPatch(document))
        return applyJsonPatch(manifest, checkOperations(document, source)) as TManifest;
      // A targeted strategic merge patch keeps the target's identity.
      const { metadata, ...body } = document as TJsonObject;
      const patchMetadata = isObject(metadata)
        ? { ...metadata, name: manifest.metadata.name }
        : { name: manifest.metadata.name };
      return strategicMerge(manifest, { ...body, metadata: patchMetadata }) as TManifest;
    });
    // Stricter than kustomize for targeted patches: a patch that changes nothing is a mistake.
    if (matched === 0)
      throw new Error(`${source}: the patch matches no resource (${JSON.stringify(target)})`);
  }
  return result;
};

const IMAGE_REFERENCE =
  /^(?<name>[^@]+?)(?::(?<tag>[\w][\w.-]{0,127}))?(?:@(?<digest>sha256:[a-f0-9]{64}))?$/;

export const parseImage = (image: string): { name: string; tag?: string; digest?: string } => {
  const match = IMAGE_REFERENCE.exec(image);
  // A colon inside the name is a registry port (host:5000/app), not a tag.
  if (!match?.groups || match.groups.tag?.includes('/')) return { name: image };
  return { name: match.groups.name ?? image, tag: match.groups.tag, digest: match.groups.digest };
};

const setImage = (image: string, rules: TImage[]): string => {
  const parsed = parseImage(image);
  const rule = rules.find((candidate) => candidate.name === parsed.name);
  if (!rule) return image;
  const name = rule.newName ?? parsed.name;
  if (rule.digest) return `${name}@${rule.digest}`;
  const tag = rule.newTag ?? parsed.tag;
  return `${name}${tag ? `:${tag}` : ''}${!rule.newTag && parsed.digest ? `@${parsed.digest}` : ''}`;
};

// Like kustomize's image transformer: every `containers` and `initContainers` list, at any depth.
const transformImages = (value: TJson, rules: TImage[]): TJson => {
  if (Array.isArray(value)) return value.map((item) => transformImages(item, rules));
  if (!isObject(value)) return value;
  const result: TJsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(child)) {
      result[key] = child.map((container) =>
        isObject(container) && typeof container.image === 'string'
          ? {
              ...(transformImages(container, rules) as TJsonObject),
              image: setImage(container.image, rules),
            }
          : transformImages(container, rules),
      );
    } else {
      result[key] = transformImages(child, rules);
    }
  }
  return result;
};

export const renderKustomization = (directory: string): TManifest[] => {
  const dir = resolve(directory);
  const kustomization = readKustomization(dir);
  let manifests: TManifest[] = [];
  for (const resource of kustomization.resources ?? []) {
    const path = resolve(dir, resource);
    manifests.push(
      ...(statSync(path).isDirectory() ? renderKustomization(path) : readManifests(path)),
    );
  }
  for (const patch of kustomization.patches ?? []) manifests = applyPatch(manifests, patch, dir);
  if (kustomization.namespace) {
    const namespace = kustomization.namespace;
    manifests = manifests.map((manifest) =>
      CLUSTER_SCOPED_KINDS.has(manifest.kind)
        ? manifest
        : { ...manifest, metadata: { ...manifest.metadata, namespace } },
    );
  }
  for (const { pairs } of kustomization.labels ?? []) {
    manifests = manifests.map((manifest) => ({
      ...manifest,
      metadata: { ...manifest.metadata, labels: { ...manifest.metadata.labels, ...pairs } },
    }));
  }
  if (kustomization.images) {
    const rules = kustomization.images;
    manifests = manifests.map((manifest) => transformImages(manifest, rules) as TManifest);
  }
  const seen = new Set<string>();
  for (const manifest of manifests) {
    const id = idOf(manifest);
    if (seen.has(id)) throw new Error(`${dir}: ${id} is defined twice`);
    seen.add(id);
  }
  return manifests;
};
