#!/usr/bin/env bash
# `npm run setup`: the Debian packages the full test run needs (the quick start needs none).
#   chromium  the browser tests (apps/web/e2e) drive /usr/bin/chromium through playwright-core
#   libdds0   native DDS 2.9: the solver's golden-file cross-checks (and the server's faster analysis)
#   libdds-dev, dealer  the benchmarks' comparisons (bench/)
#   poppler-utils  pdftotext and pdftoppm: the hand-record PDF text checks
#   postgresql  initdb and pg_ctl: the PostgreSQL store's tests start a throwaway cluster
#   haproxy     the multi-process tests (packages/server/src/cluster) put HAProxy in front of three servers
# Without them `npm test` still passes and says which tests it skipped; .ci/run runs this first
# and then sets BIRITCH_REQUIRE_ALL=1, so CI runs every test.
set -euo pipefail

PACKAGES=(chromium libdds0 libdds-dev dealer poppler-utils postgresql haproxy)
need=()
for p in "${PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -eq 0 ]; then
  echo "setup: ${PACKAGES[*]} already installed"
  exit 0
fi
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${need[@]}"
