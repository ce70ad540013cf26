#!/usr/bin/env bash
# npm test: install, bring up the infrastructure, then lint, typecheck, unit tests and build (Nx,
# cached), integration tests against the real PostgreSQL, Redis and Kafka, and the end-to-end
# tests in Chromium. Exits non-zero on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_chromium() {
  [[ -x /usr/bin/chromium ]] && return
  if [[ "$(id -u)" == 0 ]]; then
    say "installing Debian's chromium for the end-to-end tests..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || { say "could not install chromium"; exit 1; }
  else
    say "the end-to-end tests need Debian's chromium: sudo apt-get install chromium"; exit 1
  fi
}

started=$(date +%s)
# In CI every task runs for real: no result is replayed from a cache.
if [[ "${CI:-}" == "true" ]]; then export NX_SKIP_NX_CACHE=true; fi
ensure_dependencies
ensure_chromium
ensure_infra
export TEST_RESULTS_DIR="$ROOT/.cache/test-results"
rm -rf "$TEST_RESULTS_DIR" && mkdir -p "$TEST_RESULTS_DIR"

status=0
say "lint, typecheck, unit tests, build..."
nx run-many -t lint typecheck test build --output-style=static || status=1
if [[ $status == 0 ]]; then
  say "integration tests (real PostgreSQL, Redis, Kafka)..."
  nx run-many -t test:int --parallel=1 --output-style=static || status=1
fi
if [[ $status == 0 ]]; then
  say "end-to-end tests (Chromium)..."
  nx run @app/e2e:e2e --output-style=static || status=1
fi

node scripts/test-summary.mjs "$TEST_RESULTS_DIR" || true
say "finished in $(( $(date +%s) - started )) s: $([[ $status == 0 ]] && echo PASSED || echo FAILED)"
exit $status
