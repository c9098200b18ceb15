#!/usr/bin/env bash
# The API suites again, on a real PostgreSQL (Debian's postgresql package): a throwaway cluster in a temp
# folder, one database per test file made from a migrated, seeded template. Where PostgreSQL is not
# installed it says so and stops, except under CI, where that is a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  echo "PostgreSQL is not installed (apt-get install postgresql): the API suites ran on the embedded database only."
  [ -n "${CI:-}" ] && exit 1
  exit 0
fi
dir=$(mktemp -d /tmp/limelight-pg-XXXXXX)
port=${TEST_POSTGRES_PORT:-55432}
url=$(bash scripts/test-postgres.sh start "$dir" "$port") || { cat "$dir/server.log" 2>/dev/null; exit 1; }
trap 'bash scripts/test-postgres.sh stop "$dir"; rm -rf "$dir"' EXIT
# Files whose outcome does not depend on the database engine (static checks of the code and the API description,
# storage, media tools, provider adapters, the seed's files) ran on the embedded database already: not again here.
same_on_any_engine=(
  module-boundaries contract openapi guards-by-default input-rule site-origin safe-html page-cache
  storage storage-s3 media media-pipeline video-processing avatar-upload demo-seed-files captcha ccbill-gateway
)
ignore=()
for name in "${same_on_any_engine[@]}"; do ignore+=("--testPathIgnorePatterns" "/tests/api/${name}\\.test\\.ts$"); done
mkdir -p reports
TEST_DATABASE_URL=$url NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects api "${ignore[@]}" --json --outputFile=reports/api-postgres.json
