#!/usr/bin/env bash
# From a fresh checkout to the doc site: installs the Debian packages hig needs if any is
# missing, builds and installs hig where your shell finds it (Scripts/install.sh: the binary in
# ~/.local/bin or /usr/local/bin, this checkout's Corpus/ and Index/ recorded in
# ~/.config/hig/config), indexes Corpus/ into Index/, and serves http://127.0.0.1:8080 until
# Ctrl-C. Extra arguments go to `hig serve` (e.g. --port 9000).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
Scripts/install.sh
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)/hig"
"$bin" index --corpus "$PWD/Corpus" --index "$PWD/Index"
echo >&2
echo "hig works from any folder now — try: hig search 모달 닫는 버튼 (in a new shell)" >&2
exec "$bin" serve --corpus "$PWD/Corpus" --index "$PWD/Index" "$@"
