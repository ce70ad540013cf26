#!/usr/bin/env bash
# Applies an overlay in the order the system needs:
#   1. namespace, config, Kafka topics and users, in-cluster infrastructure (dev)
#   2. waits for the infrastructure and the topics
#   3. the migration Jobs, waiting until every one completes
#   4. everything else (Deployments roll out on migrated databases), waiting for the rollouts
#
#   k8s/deploy.sh dev|prod
#
# Needs kubectl (with kustomize, 1.27+), the Strimzi and CloudNativePG operators, and the Secret
# nearbly-secrets (README, Deploying; k8s/overlays/dev/create-secrets.sh makes dev ones).
# Argo CD users get the same order from the sync-wave and hook annotations instead.
set -euo pipefail

overlay="${1:?usage: k8s/deploy.sh dev|prod}"
dir="$(cd "$(dirname "$0")" && pwd)/overlays/${overlay}"
[[ -d "${dir}" ]] || { echo "no overlay ${overlay} (k8s/overlays/*)" >&2; exit 1; }
ns=nearbly
rendered="$(mktemp)"
trap 'rm -f "${rendered}"' EXIT

kubectl kustomize "${dir}" >"${rendered}"
has() { grep -q "^kind: $1$" "${rendered}"; }

echo "1/4 namespace, config, topics, users, infrastructure"
kubectl apply -f "${rendered}" -l 'app.kubernetes.io/component notin (server,migration)'
kubectl get secret nearbly-secrets -n "${ns}" >/dev/null || {
  echo "Secret ${ns}/nearbly-secrets is missing: create it first (README, Deploying)" >&2
  exit 1
}

echo "2/4 waiting for the infrastructure and the topics"
if has Cluster; then kubectl wait -n "${ns}" --for=condition=Ready cluster.postgresql.cnpg.io --all --timeout=10m; fi
if has Kafka; then kubectl wait -n "${ns}" --for=condition=Ready kafka.kafka.strimzi.io --all --timeout=15m; fi
if has StatefulSet; then kubectl rollout status -n "${ns}" statefulset/nearbly-redis --timeout=5m; fi
kubectl wait -n "${ns}" --for=condition=Ready kafkatopic.kafka.strimzi.io --all --timeout=5m

echo "3/4 migrations"
# A Job's pod template is immutable: the previous release's Jobs go first.
kubectl delete job -n "${ns}" -l app.kubernetes.io/component=migration --ignore-not-found --wait=true
kubectl apply -f "${rendered}" -l app.kubernetes.io/component=migration
kubectl wait -n "${ns}" --for=condition=complete job -l app.kubernetes.io/component=migration --timeout=15m

echo "4/4 applications"
kubectl apply -f "${rendered}"
for deployment in bff auth reviews billing chat analysis; do
  kubectl rollout status -n "${ns}" "deployment/${deployment}" --timeout=10m
done
echo "deployed ${overlay}"
