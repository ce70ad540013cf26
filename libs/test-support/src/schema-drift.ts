import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrateDatabase } from '@app/service-kit';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import { Client } from 'pg';

type TDmmfField = { name: string; dbName?: string | null; kind: string; type: string; isList: boolean; isRequired: boolean; nativeType?: [string, string[]] | null };
type TDmmfModel = { name: string; dbName?: string | null; fields: TDmmfField[] };
type TColumn = { table_name: string; column_name: string; data_type: string; is_nullable: 'YES' | 'NO'; udt_name: string };

// Postgres `data_type` each Prisma scalar may be stored as (native types narrow String and DateTime).
const COMPATIBLE_TYPES: Record<string, string[]> = {
  String: ['text', 'character varying', 'uuid', 'character'],
  Int: ['integer'],
  BigInt: ['bigint'],
  Float: ['double precision'],
  Decimal: ['numeric'],
  Boolean: ['boolean'],
  DateTime: ['timestamp with time zone', 'timestamp without time zone', 'date'],
  Json: ['jsonb', 'json'],
  Bytes: ['bytea'],
};

const NATIVE_TYPES: Record<string, string> = {
  Uuid: 'uuid',
  Timestamptz: 'timestamp with time zone',
  Timestamp: 'timestamp without time zone',
  Date: 'date',
  VarChar: 'character varying',
  Text: 'text',
};

const expectedTypes = (field: TDmmfField, enumNames: Set<string>): string[] => {
  if (field.isList) return ['ARRAY'];
  if (enumNames.has(field.type)) return ['USER-DEFINED'];
  const native = field.nativeType?.[0];
  if (native && NATIVE_TYPES[native]) return [NATIVE_TYPES[native]];
  return COMPATIBLE_TYPES[field.type] ?? [];
};

// Lists every difference between a schema.prisma and a migrated database: missing tables or
// columns, wrong types or nullability, and tables no model describes. Empty means they match.
export const findSchemaDrift = async (schemaPath: string, databaseUrl: string): Promise<string[]> => {
  const prismaSchema = await readFile(schemaPath, 'utf8');
  const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema }))) as {
    datamodel: { models: TDmmfModel[]; enums: { name: string }[] };
  };
  const enumNames = new Set(dmmf.datamodel.enums.map((item) => item.name));
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<TColumn>(
      `SELECT table_name, column_name, data_type, is_nullable, udt_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const problems: string[] = [];
    const tables = new Set(rows.map((row) => row.table_name));
    const modelTables = new Set<string>(['_prisma_migrations']);
    for (const model of dmmf.datamodel.models) {
      const table = model.dbName ?? model.name;
      modelTables.add(table);
      if (!tables.has(table)) {
        problems.push(`table ${table} (model ${model.name}) is missing`);
        continue;
      }
      for (const field of model.fields.filter((item) => item.kind === 'scalar' || item.kind === 'enum')) {
        const columnName = field.dbName ?? field.name;
        const column = rows.find((row) => row.table_name === table && row.column_name === columnName);
        if (!column) {
          problems.push(`column ${table}.${columnName} (${model.name}.${field.name}) is missing`);
          continue;
        }
        const types = expectedTypes(field, enumNames);
        if (!types.includes(column.data_type)) {
          problems.push(`column ${table}.${columnName} is ${column.data_type}, expected ${types.join(' or ')}`);
        }
        const nullable = column.is_nullable === 'YES';
        if (nullable === (field.isRequired || field.isList)) {
          problems.push(`column ${table}.${columnName} is ${nullable ? 'nullable' : 'NOT NULL'} but the field is ${field.isRequired ? 'required' : 'optional'}`);
        }
      }
    }
    for (const table of tables) {
      if (!modelTables.has(table)) problems.push(`table ${table} has no model in ${schemaPath}`);
    }
    return problems;
  } finally {
    await client.end();
  }
};

// The migrated database of a service matches every model and field of its schema.prisma.
export const migrateAndFindDrift = async (serviceDir: string, databaseUrl: string): Promise<string[]> => {
  await migrateDatabase(databaseUrl, join(serviceDir, 'prisma', 'migrations'));
  return findSchemaDrift(join(serviceDir, 'prisma', 'schema.prisma'), databaseUrl);
};
