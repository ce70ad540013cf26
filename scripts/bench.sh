#!/usr/bin/env bash
# npm run bench: install, infrastructure, build, then every benchmark under bench/ (figures only).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_dependencies
ensure_infra
nx run-many -t build --exclude @app/e2e --output-style=static >/dev/null
for bench in bench/*.mjs; do
  say "running $bench"
  node "$bench"
done
