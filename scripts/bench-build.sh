#!/usr/bin/env bash
# Cold production builds, timed with peak memory: Rspack (the default) against webpack, in
# one run so the two are comparable on the same machine. Usage: bash scripts/bench-build.sh
set -euo pipefail
cd "$(dirname "$0")/.."

cold_build() {
  local label=$1
  shift
  rm -rf build .docusaurus node_modules/.cache
  local log
  log=$(mktemp)
  if ! env "$@" /usr/bin/time -v npx docusaurus build >"$log" 2>&1; then
    echo "$label: the build failed" >&2
    tail -n 30 "$log" >&2
    exit 1
  fi
  local seconds rss
  seconds=$(grep "Elapsed (wall clock)" "$log" | awk '{print $NF}')
  rss=$(grep "Maximum resident set size" "$log" | awk '{printf "%.0f", $NF/1024}')
  echo "$label: wall $seconds, peak RSS ${rss} MiB"
  rm -f "$log"
}

cold_build "webpack (future.faster off)" SITE_BUNDLER=webpack
cold_build "rspack (future.faster on)" SITE_BUNDLER=rspack
echo "build size: $(du -sh build | cut -f1) in $(find build -type f | wc -l) files"
echo "html pages: $(find build -name '*.html' | wc -l)"
