// The two patch formats this project's overlays use: strategic merge (for whole-object patches of
// our own manifests) and JSON 6902 (for one change applied to many objects through a target).

export type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };
export type TJsonObject = { [key: string]: TJson };

export const isObject = (value: unknown): value is TJsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Lists that Kubernetes merges by a key instead of replacing (their `patchMergeKey`). Lists not
// named here are replaced whole, as Kubernetes does for lists without a merge key.
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
  imagePullSecrets: 'name',
};

const mergeList = (field: string, base: TJson[], patch: TJson[]): TJson[] => {
  const key = MERGE_KEYS[field];
  if (!key) return patch;
  const merged = [...base];
  for (const item of patch) {
    if (!isObject(item) || !(key in item))
      throw new Error(`strategic merge: an item of "${field}" has no "${key}"`);
    const index = merged.findIndex((existing) => isObject(existing) && existing[key] === item[key]);
    if (index === -1) merged.push(item);
    else merged[index] = strategicMerge(merged[index], item);
  }
  return merged;
};

// Strategic merge patch, the subset Kubernetes documents for maps and keyed lists: maps merge
// key by key, `null` deletes a key, keyed lists merge item by item. `$patch` directives are refused.
export const strategicMerge = (base: TJson | undefined, patch: TJson): TJson => {
  if (!isObject(patch)) return patch;
  const result: TJsonObject = isObject(base) ? { ...base } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$'))
      throw new Error(`strategic merge: directive "${key}" is not supported by this renderer`);
    if (value === null) {
      delete result[key];
    } else if (Array.isArray(value)) {
      const existing = result[key];
      result[key] = Array.isArray(existing) ? mergeList(key, existing, value) : value;
    } else {
      result[key] = strategicMerge(result[key], value);
    }
  }
  return result;
};

export type TJsonPatchOperation = { op: 'add' | 'replace' | 'remove'; path: string; value?: TJson };

const decodePointer = (path: string): string[] => {
  if (!path.startsWith('/')) throw new Error(`JSON patch: path "${path}" must start with /`);
  return path
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
};

const clone = (value: TJson): TJson => JSON.parse(JSON.stringify(value)) as TJson;

// JSON patch (RFC 6902): add, replace and remove. A missing parent, or replace/remove of a missing
// member, is an error, as in kustomize.
export const applyJsonPatch = (
  document: TJsonObject,
  operations: TJsonPatchOperation[],
): TJsonObject => {
  const result = clone(document) as TJsonObject;
  for (const operation of operations) {
    const parts = decodePointer(operation.path);
    const last = parts.pop();
    if (last === undefined) throw new Error('JSON patch: the root cannot be patched');
    let parent: TJson = result;
    for (const part of parts) {
      const next: TJson | undefined = Array.isArray(parent)
        ? parent[Number(part)]
        : isObject(parent)
          ? parent[part]
          : undefined;
      if (next === undefined)
        throw new Error(`JSON patch: ${operation.op} ${operation.path}: "${part}" does not exist`);
      parent = next;
    }
    const value = operation.value === undefined ? undefined : clone(operation.value);
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (!Number.isInteger(index) || index < 0 || index > parent.length) {
        throw new Error(`JSON patch: ${operation.op} ${operation.path}: bad index`);
      }
      if (operation.op !== 'add' && index >= parent.length)
        throw new Error(`JSON patch: ${operation.op} ${operation.path}: no such item`);
      if (operation.op === 'add') parent.splice(index, 0, value ?? null);
      else if (operation.op === 'replace') parent[index] = value ?? null;
      else parent.splice(index, 1);
    } else if (isObject(parent)) {
      if (operation.op !== 'add' && !(last in parent))
        throw new Error(`JSON patch: ${operation.op} ${operation.path}: no such member`);
      if (operation.op === 'remove') delete parent[last];
      else parent[last] = value ?? null;
    } else {
      throw new Error(
        `JSON patch: ${operation.op} ${operation.path}: the parent is not an object or a list`,
      );
    }
  }
  return result;
};
