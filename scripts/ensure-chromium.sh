#!/usr/bin/env bash
# The browser tests drive the machine's own Chromium: Debian's headless shell
# where it is (the same engine, a fifth of the CPU per page), else its chromium
# (plugins/gatsby-remark-rich-markdown/chromium.js). Install what is missing on Debian when we may (root);
# otherwise say exactly what is needed.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH names $CHROMIUM_PATH, which is not an executable file." >&2
  exit 1
fi

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  if apt-get install -y -qq "${missing[@]}" >/dev/null; then exit 0; fi
  # A release without the headless shell: the full browser runs the tests too, more slowly.
  [ -x /usr/bin/chromium ] || apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi

[ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-headless-shell ] && exit 0
echo "The browser tests need Chromium at /usr/bin/chromium-headless-shell or /usr/bin/chromium." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
