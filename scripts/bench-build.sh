#!/usr/bin/env bash
# Cold production builds, timed with peak memory: Rspack (the default) against webpack, so the
# two are comparable on the same machine.
# Usage: bash scripts/bench-build.sh [rspack] [webpack]   (both, webpack first, when none is named)
# Rspack's build is the site's own and writes build/; webpack's goes to a folder that is removed
# after. `npm run bench:bundlers` runs both and judges the ratios.
set -euo pipefail
cd "$(dirname "$0")/.."

cold_build() {
  local bundler=$1 label out
  rm -rf .docusaurus node_modules/.cache
  if [ "$bundler" = rspack ]; then
    label="rspack (future.faster on)"
    out=build
    rm -rf build
  else
    label="webpack (future.faster off)"
    out=$(mktemp -d)
  fi
  local log
  log=$(mktemp)
  if ! env SITE_BUNDLER="$bundler" /usr/bin/time -v npx docusaurus build --out-dir "$out" >"$log" 2>&1; then
    echo "$label: the build failed" >&2
    tail -n 30 "$log" >&2
    exit 1
  fi
  local seconds rss line
  seconds=$(grep "Elapsed (wall clock)" "$log" | awk '{print $NF}')
  rss=$(grep "Maximum resident set size" "$log" | awk '{printf "%.0f", $NF/1024}')
  line="$label: wall $seconds, peak RSS ${rss} MiB"
  echo "$line"
  rm -f "$log"
  if [ "$bundler" != rspack ]; then rm -rf "$out"; fi
}

bundlers=("$@")
if [ ${#bundlers[@]} -eq 0 ]; then bundlers=(webpack rspack); fi
for bundler in "${bundlers[@]}"; do
  case "$bundler" in
    rspack | webpack) cold_build "$bundler" ;;
    *)
      echo "unknown bundler: $bundler (rspack or webpack)" >&2
      exit 2
      ;;
  esac
done
if [ -d build ] && printf '%s\n' "${bundlers[@]}" | grep -qx rspack; then
  echo "build size: $(du -sh build | cut -f1) in $(find build -type f | wc -l) files"
  echo "html pages: $(find build -name '*.html' | wc -l)"
fi
