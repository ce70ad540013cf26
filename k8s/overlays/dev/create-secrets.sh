#!/usr/bin/env bash
# Creates the dev cluster's secrets with random passwords, once (existing ones are kept):
# - nearbly-pg-<role>: the CloudNativePG roles' passwords (basic-auth Secrets, k8s/infra/postgres.yaml)
# - nearbly-secrets: the URLs the processes read, with those passwords; a Redis URL per process
#   with its own ACL user (k8s/base/redis-acl.yaml).
# - nearbly-redis-passwords: those Redis users' passwords, which the in-cluster Redis reads.
# - nearbly-rpc-keys: an Ed25519 key per process (base64 DER) that signs its requests' assertions,
#   and `trusted`, the public keys of the processes whose requests the services believe.
# Outside integrations stay unset (local mode); add their keys to nearbly-secrets to enable them.
set -euo pipefail

ns=nearbly
kubectl get namespace "${ns}" >/dev/null 2>&1 || kubectl create namespace "${ns}"
if kubectl get secret nearbly-secrets -n "${ns}" >/dev/null 2>&1; then
  echo "Secret ${ns}/nearbly-secrets exists: nothing to do"
  exit 0
fi

password() { head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n'; }
pg="nearbly-pg-rw.${ns}.svc:5432"
urls=()
for role in bff auth reviews billing chat analysis; do
  secret="$(password)"
  kubectl create secret generic "nearbly-pg-${role}" -n "${ns}" --type=kubernetes.io/basic-auth \
    --from-literal=username="nearbly_${role}" --from-literal=password="${secret}"
  kubectl label secret "nearbly-pg-${role}" -n "${ns}" cnpg.io/reload=true
  if [[ "${role}" == bff ]]; then
    urls+=(--from-literal=DATABASE_BASE_URL="postgresql://nearbly_bff:${secret}@${pg}")
  else
    urls+=(--from-literal="DATABASE_URL_${role^^}=postgresql://nearbly_${role}:${secret}@${pg}/nearbly_${role}")
  fi
done
redis_passwords=()
for process in bff auth reviews billing chat analysis; do
  secret="$(password)"
  redis_passwords+=(--from-literal="${process}=${secret}")
  urls+=(--from-literal="REDIS_URL_${process^^}=redis://${process}:${secret}@nearbly-redis.${ns}.svc:6379")
done
kubectl create secret generic nearbly-redis-passwords -n "${ns}" "${redis_passwords[@]}"
kubectl create secret generic nearbly-secrets -n "${ns}" "${urls[@]}" \
  --from-literal=DEVICE_COOKIE_SECRET="$(password)" \
  --from-literal=TOTP_ENCRYPTION_KEY="$(password)" \
  --from-literal=NEWSLETTER_LINK_SECRET="$(password)" \
  --from-literal=GOOGLE_TOKEN_ENCRYPTION_KEY="$(password)"
keys=()
trusted=()
for process in bff auth reviews billing chat analysis; do
  der="$(openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)"
  keys+=(--from-literal="${process}=${der}")
  case "${process}" in
    bff | analysis | chat)
      trusted+=("${process}:$(base64 -d <<<"${der}" | openssl pkey -inform DER -pubout -outform DER | base64 -w0)") ;;
  esac
done
kubectl create secret generic nearbly-rpc-keys -n "${ns}" "${keys[@]}" \
  --from-literal=trusted="$(IFS=,; echo "${trusted[*]}")"
echo "created ${ns}/nearbly-secrets, nearbly-redis-passwords, nearbly-rpc-keys and the nearbly-pg-* role secrets"
