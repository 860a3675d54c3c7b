#!/usr/bin/env bash
# From a fresh checkout to the doc site: installs the Debian packages hig needs if any is
# missing, builds the release binary, indexes Corpus/ into Index/, and serves
# http://127.0.0.1:8080 until Ctrl-C. Extra arguments go to `hig serve` (e.g. --port 9000).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
echo "building hig (release)…" >&2
swift build -c release --static-swift-stdlib --product hig >&2
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
"$bin/hig" index
echo >&2
echo "hig is at $bin/hig — try: $bin/hig search 모달 닫는 버튼" >&2
exec "$bin/hig" serve "$@"
