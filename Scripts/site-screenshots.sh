#!/usr/bin/env bash
# Installs what Scripts/site-screenshots.py needs if it is missing (Debian's chromium and a
# Korean font, Playwright from PyPI), then runs it with the given arguments.
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
missing=()
command -v chromium >/dev/null || missing+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
python3 -c "import playwright" 2>/dev/null || python3 -m pip install --quiet playwright
exec python3 Scripts/site-screenshots.py "$@"
