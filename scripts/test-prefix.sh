#!/usr/bin/env bash
# Builds the site under /blog, as for a GitHub Pages project site, and checks it.
# Gatsby's caches do not notice a change of prefix, so clean before and after:
# the next ordinary build must not reuse prefixed output.
set -euo pipefail
cd "$(dirname "$0")/.."
trap 'npx gatsby clean >/dev/null' EXIT
npx gatsby clean
PATH_PREFIX=/blog npm run build -- --prefix-paths
PATH_PREFIX=/blog npx jest --config jest.e2e.config.js e2e/prefix.test.ts
