# Shared by start.sh and test.sh (sourced): install what is missing, run on the project's Node 24,
# bring up PostgreSQL, Redis and Kafka, and export their URLs.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
export PRISMA_HIDE_UPDATE_MESSAGE=1 CHECKPOINT_DISABLE=1

say() { printf '\033[1m[nearbly]\033[0m %s\n' "$*" >&2; }

ensure_dependencies() {
  # npm install (not ci): ci fails on optional platform packages this registry mirror lacks.
  if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json || ! -x node_modules/.bin/node ]]; then
    say "installing dependencies (npm install)..."
    npm install --no-audit --no-fund --loglevel=error
  fi
  export PATH="$ROOT/node_modules/.bin:$PATH"
  hash -r
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [[ "$major" != "24" ]]; then
    say "expected Node 24 from node_modules/.bin/node, found $(node --version)"
    exit 1
  fi
}

ensure_infra() {
  local urls
  urls="$(bash "$ROOT/scripts/infra.sh" up)" || { say "infrastructure did not come up (see above)"; exit 1; }
  while IFS='=' read -r key value; do
    [[ "$key" =~ ^(DATABASE_BASE_URL|REDIS_URL|KAFKA_BROKERS)$ ]] && export "$key=$value"
  done <<< "$urls"
  say "PostgreSQL $DATABASE_BASE_URL · Redis $REDIS_URL · Kafka $KAFKA_BROKERS"
}

migrate_all() {  # uses DATABASE_PREFIX from the environment
  local service
  for service in auth reviews billing chat analysis; do
    node "services/$service/dist/migrate.js"
  done
}
