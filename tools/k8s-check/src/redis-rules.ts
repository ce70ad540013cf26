import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { REDIS_PROCESSES, redisUserRules } from '@app/service-kit';
import type { TManifest } from './kustomize';
import type { TRule } from './rules';
import { find, workloads } from './workloads';

// Redis: one ACL user per process, with the rules its code declares (libs/service-kit redis-acl).

export const REDIS_ACL_CONFIGMAP = 'nearbly-redis-acl';

// Rules that would give a user every key, channel or command, or the server's administration.
const TOO_WIDE = [/^~\*$/, /^allkeys$/, /^%R~\*$/, /^%W~\*$/, /^&\*$/, /^allchannels$/, /^\+@all$/, /^allcommands$/, /^\+@admin$/, /^\+@dangerous$/, /^nopass$/];

const processOf = (manifest: TManifest): string | undefined =>
  manifest.metadata.labels?.['app.kubernetes.io/name'];

// - ConfigMap nearbly-redis-acl holds, per process, exactly the rules the code declares (its
//   queues under its deployment database nearbly_<process>), none of them wider than its keys;
// - every container that reads REDIS_URL takes it from its own process's key REDIS_URL_<PROCESS>
//   of nearbly-secrets (its own user), never a shared one;
// - an in-cluster Redis builds its users from that ConfigMap (and signs no one in by default).
export const redisUsers: TRule = (manifests) => {
  const problems: string[] = [];
  const acl = find<IConfigMap>(manifests, 'ConfigMap', REDIS_ACL_CONFIGMAP);
  if (!acl) return [`ConfigMap/${REDIS_ACL_CONFIGMAP} is missing`];
  for (const process of REDIS_PROCESSES) {
    const rules = acl.data?.[process];
    const expected = redisUserRules(process, `nearbly_${process}`).join(' ');
    if (rules === undefined) problems.push(`ConfigMap/${REDIS_ACL_CONFIGMAP}: no user for ${process}`);
    else if (rules !== expected) problems.push(`ConfigMap/${REDIS_ACL_CONFIGMAP}: ${process} has "${rules}", the code declares "${expected}"`);
    for (const rule of (rules ?? '').split(/\s+/))
      if (TOO_WIDE.some((pattern) => pattern.test(rule))) problems.push(`ConfigMap/${REDIS_ACL_CONFIGMAP}: ${process} is granted ${rule}`);
  }
  for (const extra of Object.keys(acl.data ?? {}).filter((key) => !(REDIS_PROCESSES as readonly string[]).includes(key)))
    problems.push(`ConfigMap/${REDIS_ACL_CONFIGMAP}: ${extra} is not a process`);
  for (const { manifest, id, containers } of workloads(manifests)) {
    const process = processOf(manifest);
    for (const container of containers) {
      const variable = container.env?.find((entry) => entry.name === 'REDIS_URL');
      if (!variable) continue;
      const ref = variable.valueFrom?.secretKeyRef;
      const want = `REDIS_URL_${(process ?? '').toUpperCase()}`;
      if (!ref || ref.name !== 'nearbly-secrets' || ref.key !== want)
        problems.push(`${id}: REDIS_URL must come from Secret nearbly-secrets key ${want} (its own Redis user)`);
    }
  }
  const redis = find<IStatefulSet>(manifests, 'StatefulSet', 'nearbly-redis');
  if (redis) {
    const container = redis.spec?.template.spec?.containers.find((entry) => entry.name === 'redis');
    const script = [...(container?.command ?? []), ...(container?.args ?? [])].join(' ');
    const volumes = redis.spec?.template.spec?.volumes ?? [];
    if (!script.includes('--aclfile')) problems.push('StatefulSet/nearbly-redis: starts without an ACL file');
    if (!script.includes("user default on nopass resetkeys resetchannels -@all +ping"))
      problems.push('StatefulSet/nearbly-redis: the default user may do more than PING');
    if (!volumes.some((volume) => volume.configMap?.name === REDIS_ACL_CONFIGMAP))
      problems.push(`StatefulSet/nearbly-redis: does not mount ConfigMap/${REDIS_ACL_CONFIGMAP}`);
    if (!volumes.some((volume) => volume.secret?.secretName === 'nearbly-redis-passwords'))
      problems.push('StatefulSet/nearbly-redis: does not mount Secret/nearbly-redis-passwords');
  }
  return problems;
};

export const REDIS_RULES: Record<string, TRule> = { redisUsers };
