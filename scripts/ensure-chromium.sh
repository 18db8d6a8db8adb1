#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a downloaded browser). Installs it with apt when it is
# missing and this user can; otherwise says how.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ] && fc-list 2>/dev/null | grep -qi 'cjk'; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium and fonts-noto-cjk for the browser tests…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  exit 0
fi
echo "Chromium is missing at $chromium. Install it: sudo apt-get install -y chromium fonts-noto-cjk" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)." >&2
exit 1
