#!/usr/bin/env bash
# npm start: install, bring up the infrastructure, build, migrate, seed, and run the BFF and the
# five services as separate processes. Ctrl-C stops everything this script started.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_dependencies
kafka_was_running=0
# Ctrl-C stops the Kafka broker only if this run started it.
bash scripts/infra.sh status 2>/dev/null | grep -qE '^kafka +up' && kafka_was_running=1
ensure_infra

say "building (Nx, cached)..."
nx run-many -t build --output-style=stream-without-prefixes --exclude @app/e2e >/dev/null || nx run-many -t build --exclude @app/e2e
export DATABASE_PREFIX="${DATABASE_PREFIX:-nearbly}"
migrate_all

stop_infra() {
  if [[ "$kafka_was_running" == 0 ]]; then bash scripts/infra.sh down || true; fi
}
trap stop_infra EXIT
node scripts/run-system.mjs
