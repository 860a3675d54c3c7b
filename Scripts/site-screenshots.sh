#!/usr/bin/env bash
# Screenshots of the doc site, with its checks (see Scripts/site-screenshots.py): installs what is
# missing first — Debian's chromium and a Korean font, and Playwright from PyPI in a virtual
# environment under .build/ — then runs the script with the given arguments.
#   Scripts/site-screenshots.sh                 screenshots in .build/screenshots/
#   Scripts/site-screenshots.sh --hig PATH      use this hig binary instead of building one
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
missing=()
command -v chromium >/dev/null || missing+=(chromium)
# grep without -q: an early exit would fail the pipeline (pipefail) when fc-list gets SIGPIPE.
fc-list 2>/dev/null | grep -i "Noto Sans CJK" >/dev/null || missing+=(fonts-noto-cjk)
python3 -c "import venv, ensurepip" 2>/dev/null || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
venv=.build/screenshots-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c "import playwright" 2>/dev/null || "$venv/bin/python" -m pip install --quiet playwright
exec "$venv/bin/python" Scripts/site-screenshots.py "$@"
