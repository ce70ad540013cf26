// Generates bad input for every operation of an OpenAPI 3 document: the cases a careless or
// hostile client sends. Each case says whether a 2xx is acceptable (only a valid body with extra
// fields may succeed: extra fields are stripped).

type TSchema = {
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  $ref?: string;
  default?: unknown;
};

type TOperation = {
  parameters?: { name: string; in: 'query' | 'path' | 'header'; schema?: TSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
};

export type TOpenApi = { paths: Record<string, Record<string, TOperation>>; components?: { schemas?: Record<string, TSchema> } };

export type TFuzzCase = {
  name: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  mayPass: boolean;
};

export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1;--",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202Eevil\u202C',
  '\uD800',
  '😀'.repeat(100),
  'a'.repeat(10_000),
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
];

const WRONG_TYPES: unknown[] = [42, -1, 1e308, true, null, [], {}, ['a'], { $gt: '' }];

const BAD_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '1%27%20OR%201=1', '..%2F..%2Fetc', 'a'.repeat(300), '-1', '%00'];

export const resolve = (doc: TOpenApi, schema: TSchema | undefined): TSchema => {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(doc, doc.components?.schemas?.[name]);
};

let counter = 0;

// A value the schema accepts (best effort), so single-field mutations are isolated.
export const validExample = (doc: TOpenApi, raw: TSchema | undefined, key = ''): unknown => {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return validExample(doc, options.find((option) => resolve(doc, option).type !== 'null') ?? options[0], key);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => validExample(doc, part, key)) as object[]);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validExample(doc, property, name)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
    case 'null':
    case undefined:
    default: {
      counter += 1;
      if (schema.format === 'email' || /email/i.test(key)) return `fuzz-${Date.now()}-${counter}@example.com`;
      if (/password/i.test(key)) return 'Fuzzy-Corner-2026!';
      if (schema.format === 'uri' || /url|website/i.test(key)) return 'https://example.com';
      if (/confirmation/i.test(key)) return 'DELETE';
      const text = `fuzz ${key} value`;
      return schema.minLength && text.length < schema.minLength ? text.padEnd(schema.minLength, 'x') : text.slice(0, schema.maxLength ?? 200);
    }
  }
};

const jsonCase = (method: string, path: string, name: string, body: unknown, mayPass = false): TFuzzCase => ({
  name,
  method,
  path,
  body: JSON.stringify(body),
  contentType: 'application/json',
  mayPass,
});

export const fuzzCases = (doc: TOpenApi, options: { skipValidBody?: (method: string, path: string) => boolean } = {}): TFuzzCase[] => {
  const cases: TFuzzCase[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const concrete = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const parameter of pathParams) {
        for (const bad of BAD_IDS) cases.push({ name: `bad ${parameter.name} ${bad.slice(0, 20)}`, method: upper, path: template.replace(`{${parameter.name}}`, bad), mayPass: false });
      }
      for (const parameter of (operation.parameters ?? []).filter((item) => item.in === 'query')) {
        for (const bad of [...NASTY_STRINGS.slice(0, 8), '-1', '99999999999999999999', 'a'.repeat(5000)]) {
          cases.push({ name: `query ${parameter.name}=${bad.slice(0, 20)}`, method: upper, path: `${concrete}?${parameter.name}=${encodeURIComponent(bad)}`, mayPass: true });
        }
      }
      const bodySchema = resolve(doc, operation.requestBody?.content?.['application/json']?.schema);
      if (!operation.requestBody) continue;
      const valid = validExample(doc, bodySchema) as Record<string, unknown>;
      const fields = Object.keys(bodySchema.properties ?? {});
      cases.push({ name: 'malformed JSON', method: upper, path: concrete, body: '{"a":', contentType: 'application/json', mayPass: false });
      cases.push({ name: 'JSON too deep', method: upper, path: concrete, body: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json', mayPass: false });
      cases.push({ name: '1 MB body', method: upper, path: concrete, body: JSON.stringify({ ...valid, [fields[0] ?? 'x']: 'a'.repeat(1 << 20) }), contentType: 'application/json', mayPass: false });
      cases.push({ name: 'text/plain body', method: upper, path: concrete, body: JSON.stringify(valid), contentType: 'text/plain', mayPass: false });
      cases.push({ name: 'xml body', method: upper, path: concrete, body: '<a>1</a>', contentType: 'application/xml', mayPass: false });
      cases.push(jsonCase(upper, concrete, 'body is an array', [valid]));
      cases.push(jsonCase(upper, concrete, 'body is a string', 'hello'));
      cases.push(jsonCase(upper, concrete, 'body is null', null));
      if (!options.skipValidBody?.(upper, template)) {
        // Written as text: in an object literal `__proto__` would set the prototype, not a key.
        const extra = '"isAdmin":true,"userId":"00000000-0000-4000-8000-000000000000","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}';
        const base = JSON.stringify(valid);
        const body = base === '{}' ? `{${extra}}` : base.replace(/}$/, `,${extra}}`);
        cases.push({ name: 'extra fields and prototype pollution', method: upper, path: concrete, body, contentType: 'application/json', mayPass: true });
      }
      for (const field of fields) {
        const required = bodySchema.required?.includes(field) ?? false;
        if (required) {
          const { [field]: _dropped, ...rest } = valid;
          cases.push(jsonCase(upper, concrete, `missing ${field}`, rest));
        }
        const property = resolve(doc, bodySchema.properties?.[field]);
        const expected = Array.isArray(property.type) ? property.type : [property.type];
        for (const wrong of WRONG_TYPES) {
          const kind = wrong === null ? 'null' : Array.isArray(wrong) ? 'array' : typeof wrong === 'number' ? (Number.isInteger(wrong) ? 'integer' : 'number') : typeof wrong;
          if (expected.includes(kind) || (kind === 'integer' && expected.includes('number'))) continue;
          if (kind === 'null' && !required) continue;
          cases.push(jsonCase(upper, concrete, `${field} as ${JSON.stringify(wrong)}`, { ...valid, [field]: wrong }));
        }
        if (expected.includes('string') && !property.enum && property.const === undefined) {
          for (const nasty of NASTY_STRINGS) cases.push(jsonCase(upper, concrete, `${field} = ${JSON.stringify(nasty.slice(0, 20))}`, { ...valid, [field]: nasty }, true));
        }
      }
    }
  }
  return cases;
};
