// google.protobuf.FieldMask as Google's REST APIs take it: comma-separated paths, camelCase or
// snake_case, dotted for nested fields.

const camel = (segment: string): string => segment.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
export const snake = (path: string): string => path.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const parseMask = (value: unknown): string[] | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((path) => path.trim().split('.').map(camel).join('.'))
    .filter(Boolean);
};

type TRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is TRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

export const valueAt = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), source);

const setAt = (target: TRecord, path: string, value: unknown): void => {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let node = target;
  for (const key of keys) {
    if (!isRecord(node[key])) node[key] = {};
    node = node[key] as TRecord;
  }
  if (value === undefined) delete node[last];
  else node[last] = structuredClone(value);
};

// Only the masked fields of `source`.
export const project = (source: TRecord, paths: string[]): TRecord => {
  const out: TRecord = {};
  for (const path of paths) {
    const value = valueAt(source, path);
    if (value !== undefined) setAt(out, path, value);
  }
  return out;
};

// A PATCH with an update mask: each masked field takes the body's value, and a masked field the
// body leaves out is cleared.
export const applyMask = <T extends object>(target: T, body: TRecord, paths: string[]): T => {
  const out = structuredClone(target) as TRecord;
  for (const path of paths) setAt(out, path, valueAt(body, path));
  return out as T;
};
