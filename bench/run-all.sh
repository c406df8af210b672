#!/usr/bin/env bash
# Prints the figures of the README's performance table.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || npx vite build >/dev/null
npx tsx bench/shell-size.ts
npx tsx bench/mobile-home.ts
npx tsx bench/server-start.ts
npx tsx bench/outbox-replay.ts
npx tsx bench/cache-open.ts
npx tsx bench/dre.ts
npx tsx bench/bpo-payables.ts
npx tsx bench/bpo-payables-render.ts
npx tsx bench/bpo-statements.ts
