#!/usr/bin/env bash
# Builds the six production images from docker/Dockerfile (needs a Docker engine with BuildKit).
#
#   docker/build-images.sh [TAG] [REPOSITORY_PREFIX]     e.g. docker/build-images.sh 0.1.0 registry.example.com/nearbly
#
# TAG defaults to the root package.json version, the prefix to `nearbly` (the names k8s/ uses).
# The first build compiles the monorepo; the other five reuse that cached stage.
set -euo pipefail
cd "$(dirname "$0")/.."

tag="${1:-$(node -p "require('./package.json').version")}"
prefix="${2:-nearbly}"

# app, folder, port, health path: the same ports and probe paths as k8s/base.
build() {
  docker build -f docker/Dockerfile \
    --build-arg "APP=$1" --build-arg "APP_DIR=$2" --build-arg "PORT=$3" --build-arg "HEALTH_PATH=$4" \
    -t "${prefix}/$1:${tag}" .
}

build bff apps/bff 3000 /api/health/live
build auth services/auth 3101 /health
build reviews services/reviews 3102 /health
build billing services/billing 3103 /health
build chat services/chat 3104 /health
build analysis services/analysis 3105 /health

echo "built ${prefix}/{bff,auth,reviews,billing,chat,analysis}:${tag}"
