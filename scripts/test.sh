#!/usr/bin/env bash
# The whole test suite, as the README's second command runs it: installs what is missing, then
# lint, type-check, unit tests, server tests (real PostgreSQL), production build, end-to-end tests (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm ci installs exactly what the lock lists (tests/unit/lockfile.test.ts keeps every platform's packages in it).
  step "Instalando dependências (npm ci)"
  npm ci --no-audit --no-fund
fi

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    step "Instalando o Chromium do Debian"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  else
    echo "Chromium não encontrado em $CHROMIUM_PATH. Instale-o com: sudo apt-get install chromium" >&2
    exit 1
  fi
fi

step "Lint (Biome)"
npx biome check .
step "Tipos (tsc -b)"
npx tsc -b
step "Testes unitários e de servidor (Vitest, PostgreSQL real)"
npx vitest run
step "Build de produção"
npx vite build
step "Testes ponta a ponta (Playwright + Chromium)"
npx playwright test
