import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { validate as validateCluster } from '@kubernetes-models/cloudnative-pg/_schemas/ComGithubCloudnativePgCloudnativePgApiV1Cluster';
import { validate as validateDatabase } from '@kubernetes-models/cloudnative-pg/_schemas/ComGithubCloudnativePgCloudnativePgApiV1Database';
import { validate as validateDeployment } from 'kubernetes-models/_schemas/IoK8sApiAppsV1Deployment';
import { validate as validateStatefulSet } from 'kubernetes-models/_schemas/IoK8sApiAppsV1StatefulSet';
import { validate as validateHpa } from 'kubernetes-models/_schemas/IoK8sApiAutoscalingV2HorizontalPodAutoscaler';
import { validate as validateJob } from 'kubernetes-models/_schemas/IoK8sApiBatchV1Job';
import { validate as validateConfigMap } from 'kubernetes-models/_schemas/IoK8sApiCoreV1ConfigMap';
import { validate as validateNamespace } from 'kubernetes-models/_schemas/IoK8sApiCoreV1Namespace';
import { validate as validateSecret } from 'kubernetes-models/_schemas/IoK8sApiCoreV1Secret';
import { validate as validateService } from 'kubernetes-models/_schemas/IoK8sApiCoreV1Service';
import { validate as validateNetworkPolicy } from 'kubernetes-models/_schemas/IoK8sApiNetworkingV1NetworkPolicy';
import { validate as validatePdb } from 'kubernetes-models/_schemas/IoK8sApiPolicyV1PodDisruptionBudget';
import type { TManifest } from './kustomize';

// JSON schemas for every kind the manifests use:
// - Kubernetes (core, apps, batch, policy, autoscaling, networking): `kubernetes-models`, validators generated
//   from the Kubernetes OpenAPI document;
// - CloudNativePG: `@kubernetes-models/cloudnative-pg`, generated from the operator's CRDs;
// - Strimzi: no npm package ships its schemas, so schemas/strimzi/ holds small ones written for
//   this project from Strimzi's API reference (v1 API), strict about unknown fields.
// A kind without a schema is an error: add its schema before using it.

type TValidate = { (data: unknown): boolean; errors?: ErrorObject[] | null };

const SCHEMAS_DIR = join(__dirname, '..', 'schemas', 'strimzi');

const strimzi = (): Record<string, TValidate> => {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  for (const file of readdirSync(SCHEMAS_DIR).filter((name) => name.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')) as object, file);
  }
  const compiled = (file: string): TValidate => {
    const validate = ajv.getSchema(file);
    if (!validate) throw new Error(`schemas/strimzi/${file} is missing`);
    return validate;
  };
  return {
    'kafka.strimzi.io/v1 Kafka': compiled('kafka.schema.json'),
    'kafka.strimzi.io/v1 KafkaNodePool': compiled('kafka-node-pool.schema.json'),
    'kafka.strimzi.io/v1 KafkaTopic': compiled('kafka-topic.schema.json'),
    'kafka.strimzi.io/v1 KafkaUser': compiled('kafka-user.schema.json'),
  };
};

const VALIDATORS: Record<string, TValidate> = {
  'v1 Namespace': validateNamespace,
  'v1 ConfigMap': validateConfigMap,
  'v1 Secret': validateSecret,
  'v1 Service': validateService,
  'apps/v1 Deployment': validateDeployment,
  'apps/v1 StatefulSet': validateStatefulSet,
  'batch/v1 Job': validateJob,
  'policy/v1 PodDisruptionBudget': validatePdb,
  'networking.k8s.io/v1 NetworkPolicy': validateNetworkPolicy,
  'autoscaling/v2 HorizontalPodAutoscaler': validateHpa,
  'postgresql.cnpg.io/v1 Cluster': validateCluster,
  'postgresql.cnpg.io/v1 Database': validateDatabase,
  ...strimzi(),
};

// The generated Kubernetes validators carry no messages: say what failed from keyword and params.
const describe = (error: ErrorObject): string => {
  const params = error.params as Record<string, unknown>;
  const where = error.instancePath || '/';
  switch (error.keyword) {
    case 'type':
      return `${where} must be ${String(params.type)}`;
    case 'required':
      return `${where} must have required property '${String(params.missingProperty)}'`;
    case 'additionalProperties':
      return `${where} must NOT have additional property '${String(params.additionalProperty)}'`;
    case 'enum':
      return `${where} must be one of ${JSON.stringify(params.allowedValues)}`;
    case 'const':
      return `${where} must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return `${where} ${error.message ?? `fails ${error.keyword}`} ${JSON.stringify(params)}`;
  }
};

// The schema errors of one manifest, as readable lines (empty when it is valid).
export const schemaErrors = (manifest: TManifest): string[] => {
  const id = `${manifest.kind}/${manifest.metadata.name}`;
  const validate = VALIDATORS[`${manifest.apiVersion} ${manifest.kind}`];
  if (!validate)
    return [
      `${id}: no schema for ${manifest.apiVersion} ${manifest.kind} (add one to tools/k8s-check/src/schemas.ts)`,
    ];
  if (validate(manifest)) return [];
  return (validate.errors ?? []).map((error) => `${id}: ${describe(error)}`);
};
