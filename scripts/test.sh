#!/usr/bin/env bash
# `npm test`: every check, in the order a problem is cheapest to find. Stops at the first failure
# of the static checks; runs unit and browser suites fully and ends with one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time, printed before the summary so a slow stage is easy to find.
stage_names=()
stage_seconds=()
stage_started=$SECONDS
step() {
  if [ ${#stage_names[@]} -gt 0 ]; then stage_seconds+=($((SECONDS - stage_started))); fi
  stage_names+=("$1")
  stage_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}

ensure_chromium() {
  local chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$chromium" ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium is missing: installing Debian's chromium package…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && return 0
  fi
  echo "The browser tests need Chromium at $chromium."
  echo "Install it (Debian/Ubuntu: sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary."
  return 1
}

# The build tests run the nginx server block the build writes in a real nginx, with brotli_static.
ensure_nginx() {
  local nginx="${NGINX_PATH:-/usr/sbin/nginx}"
  local brotli="${NGINX_BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
  if [ -x "$nginx" ] && [ -f "$brotli" ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "nginx or its brotli_static module is missing: installing Debian's nginx and libnginx-mod-http-brotli-static…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null && return 0
  fi
  echo "The build tests need nginx at $nginx with the brotli_static module at $brotli."
  echo "Install them (Debian/Ubuntu: sudo apt-get install nginx libnginx-mod-http-brotli-static), or set NGINX_PATH and NGINX_BROTLI_MODULE."
  return 1
}

mkdir -p test-results
rm -f test-results/app-results.json test-results/server-results.json test-results/build-results.json test-results/e2e-results.json

# The browser tests' build (the local flavour; on a clean machine it encodes every photo) runs in
# the background while the static checks and the components' tests run, and is gone if the run
# stops early. The server's tests wait for it: some measure a real server's memory and pace, which
# a busy machine would skew.
setsid npx tsx tests/e2e/support/build-e2e-site.ts >test-results/e2e-build.log 2>&1 &
e2e_build=$!
trap 'kill -- -$e2e_build 2>/dev/null' EXIT

step "Format (prettier)" && npx prettier --check . || exit 1
step "Lint (eslint)" && npx eslint . --max-warnings=0 || exit 1
step "Types (tsc)" && npx react-router typegen && npx tsc || exit 1

step "Components' tests (vitest, jsdom)"
npx vitest run --project app --reporter=default --reporter=json --outputFile.json=test-results/app-results.json
app_status=$?

step "The browser tests' build, made in the background (the local flavour)"
e2e_built=0
if wait $e2e_build; then e2e_built=1; else cat test-results/e2e-build.log; echo "The browser tests' build failed (above)."; fi

step "Server, build-step and tool tests (vitest, Node)"
npx vitest run --project node --reporter=default --reporter=json --outputFile.json=test-results/server-results.json
server_status=$?

step "Browser tests (Playwright, Chromium, on the build with forms pointed at the local inbox)"
e2e_status=1
if [ $e2e_built -eq 1 ] && ensure_chromium; then
  rm -rf test-results/inbox
  E2E_PREBUILT=1 npx playwright test
  e2e_status=$?
fi

step "Production build and its checks (no local inbox, byte budgets)"
build_status=1
# Without nginx the build tests still run, and its comparison fails with the reason.
ensure_nginx
if npx tsx scripts/build-site.ts --out test-results/production-build; then
  BUILD_CLIENT_DIR=test-results/production-build/client npx vitest run --project build --reporter=default --reporter=json --outputFile.json=test-results/build-results.json
  build_status=$?
fi

step "Summary"
for index in "${!stage_seconds[@]}"; do
  printf '%5ss  %s\n' "${stage_seconds[$index]}" "${stage_names[$index]}"
done
node scripts/test-summary.mjs test-results/app-results.json test-results/server-results.json test-results/build-results.json test-results/e2e-results.json
summary_status=$?
if [ $app_status -ne 0 ] || [ $server_status -ne 0 ] || [ $e2e_status -ne 0 ] || [ $build_status -ne 0 ] || [ $summary_status -ne 0 ]; then
  exit 1
fi
