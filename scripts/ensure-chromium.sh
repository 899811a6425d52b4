#!/usr/bin/env bash
# The browser tests drive the machine's own Chromium. Install it on Debian when
# it is missing and we may (root); otherwise say exactly what is needed.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi

echo "The browser tests need Chromium at $browser." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
