#!/usr/bin/env bash
# `npm test`: every check and test of the repository, in one run, ending with `N passed, N failed`.
# Static checks (lint, typecheck, check:api, bundle budget) count as one test each; vitest and
# Playwright report their own per-test counts, which are added up.
set -uo pipefail
cd "$(dirname "$0")/.."
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
export npm_config_loglevel="${npm_config_loglevel:-error}"
reports="$(mktemp -d)"
passed=0
failed=0
failures=()
t0=$(date +%s)
step() { echo; echo "::: [+$(($(date +%s) - t0))s] $*"; }

check() {
  local name=$1
  shift
  step "$name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

# Adds the counts of a JSON report (vitest: numPassedTests/numFailedTests; Playwright: stats).
count_report() {
  local name=$1 file=$2 status=$3
  local counts
  counts=$(node scripts/report-counts.mjs "$file" 2>>"$reports/failed-tests.txt") || counts=""
  if [ -z "$counts" ]; then
    # No report at all: the runner itself broke; count the suite as one failure.
    failed=$((failed + 1))
    failures+=("$name (no report)")
    return
  fi
  local p=${counts% *} f=${counts#* }
  passed=$((passed + p))
  failed=$((failed + f))
  if [ "$f" -gt 0 ] || { [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; }; then
    failures+=("$name")
    # A runner that failed without failing a test (e.g. an unhandled error) is one failure.
    [ "$f" -eq 0 ] && failed=$((failed + 1))
  fi
}

# A fresh machine: the browser and the fonts the screenshots need, or one line saying what to install.
step "setup: chromium and fonts"
bash scripts/setup-browser.sh || { echo "0 passed, 1 failed"; exit 1; }

check "lint: contract (redocly)" npm run -s lint:api
check "lint: eslint" npx eslint . --max-warnings=0
check "lint: prettier" npx prettier --check . --log-level=warn
check "typecheck" npm run -s typecheck
check "check:api (generated client current)" npm run -s check:api
check "build: libraries (ESM + .d.ts)" npm run -s build -w @bourse/rules -w @bourse/api-client -w @bourse/ui -w @bourse/exchange-widgets
# What embedders receive: packed once into .packs/, then checked and installed into the examples.
check "packages: pack the published packages into .packs/" node scripts/packages/pack.mjs .packs
check "packages: publint, attw, exports, Node import, README examples" node scripts/packages/check.mjs --packs .packs
check "examples: pack, install and build the Vite, webpack and esbuild hosts" node scripts/examples/build.mjs --packs .packs
check "build: site" npm run -s build:app
check "budget: home first-load JS <= 200 KB gzip" npm run -s size -w @bourse/app
check "build: server (node, no tsx)" npm run -s build -w @bourse/server
check "production smoke: npm ci --omit=dev, node, production config" node scripts/production-smoke.mjs

step "vitest: unit + server + storybook (play, axe, screenshots)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
count_report "vitest" "$reports/vitest.json" $?

# What designers open: the static Storybook, whose every docs page the playwright step opens.
check "build: storybook (static)" npm run -s build-storybook

step "playwright: e2e journeys, embedders (the examples' hosts) and Storybook's docs pages"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=line,json
count_report "e2e" "$reports/e2e.json" $?

echo
echo "::: done in $(($(date +%s) - t0))s"
if [ "${#failures[@]}" -gt 0 ]; then printf 'FAILED: %s\n' "${failures[@]}"; fi
[ -s "$reports/failed-tests.txt" ] && cat "$reports/failed-tests.txt"
echo "$passed passed, $failed failed"
rm -rf "$reports"
[ "$failed" -eq 0 ]
