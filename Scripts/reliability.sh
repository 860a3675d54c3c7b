#!/usr/bin/env bash
# hig's reliability battery (issue 12): bad files, index damage, kill -9 during `hig index`, the served
# index changed in place under 64-connection load, slow and idle clients, the HTTP layer's own answers,
# SIGTERM under keep-alive load, and plain load. Prints a table of promise → pass/fail with figures and
# exits 0 only when every promise holds. About 4 minutes on 2 cores once hig is built.
#
#   Scripts/reliability.sh                     build the release hig, then run every check
#   Scripts/reliability.sh --only http,slow    some areas: ingest linear damage kill live slow http term load
#   HIG=/path/to/hig Scripts/reliability.sh    use that binary instead of building one
#
# Everything runs in temporary folders outside the repository; Corpus/ and Index/ are never touched.
# Needs python3 (standard library only) and, for the load rows, wrk (apt-get install wrk).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${HIG:-}" ]; then
    swift build -c release --product hig >&2
    HIG="$(swift build -c release --show-bin-path)/hig"
fi
kill_corpus=()
if [ -d "${HIG_DEV_PAGES:-../shared/corpus/dev}" ]; then
    # A larger corpus makes `hig index` last long enough to be killed in the middle of its work.
    dev="$(mktemp -d /tmp/hig-reliability-dev-XXXXXX)"
    trap 'rm -rf "$dev"' EXIT
    Scripts/dev-corpus.sh "$dev/corpus" > /dev/null
    kill_corpus=(--kill-corpus "$dev/corpus")
fi
python3 Scripts/reliability/battery.py --hig "$HIG" --seeds Corpus "${kill_corpus[@]}" "$@"
