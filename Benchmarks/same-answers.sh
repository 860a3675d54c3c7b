#!/bin/bash
# Whether two builds of hig-bench answer every query of a query mix the same on one index:
# ranked IDs, scores, snippets and suggestions, as `hig search --json` and `/api/search` give
# them (`_profile --mode dump`), `took_ms` left out. For speed work that must not change results.
#
#   Benchmarks/same-answers.sh OLD_HIG_BENCH NEW_HIG_BENCH INDEX [QUERIES]
#
# e.g. after a `hig-bench --scales 100k --work /tmp/hb` run, with a copy of the old build:
#   Benchmarks/same-answers.sh /tmp/hig-bench-old .build/release/hig-bench /tmp/hb/scale-100k/hig-index/hig.idx
# Exit 0 when every answer is the same, 1 (and the first difference) when not, 2 on bad arguments.
set -euo pipefail
if [ $# -lt 3 ]; then
    echo "usage: $0 OLD_HIG_BENCH NEW_HIG_BENCH INDEX [QUERIES]" >&2
    exit 2
fi
old=$1 new=$2 index=$3
queries=${4:-$(dirname "$0")/queries.jsonl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
answers() {
    "$1" _profile --index "$index" --queries "$queries" --repeat 1 --mode dump 2>/dev/null \
        | sed -E 's/"took_ms":[0-9.e+-]+,?//g'
}
answers "$old" > "$work/old"
answers "$new" > "$work/new"
lines=$(wc -l < "$work/old")
if [ "$lines" -eq 0 ]; then
    echo "$0: $old gave no answers for $queries on $index" >&2
    exit 2
fi
if cmp -s "$work/old" "$work/new"; then
    echo "same answers: $((lines / 2)) queries, two answers each"
else
    echo "answers differ; first difference:"
    diff <(tr '{' '\n' < "$work/old") <(tr '{' '\n' < "$work/new") | head -20
    exit 1
fi
