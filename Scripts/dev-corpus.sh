#!/usr/bin/env bash
# Makes a development corpus: a copy of Corpus/ (with its manifest and ids.tsv) plus every page of
# ../shared/corpus/dev/, each folder's pages prefixed with the folder's kind (papago-, en-, ko-).
# Test data only: the copy lives outside the repository and is never committed.
#   Scripts/dev-corpus.sh DEST        (DEST is emptied first; default /tmp/hig-dev-corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
dest="${1:-/tmp/hig-dev-corpus}"
dev="${HIG_DEV_PAGES:-../shared/corpus/dev}"
[ -d "$dev" ] || { echo "dev-corpus: no $dev (set HIG_DEV_PAGES)" >&2; exit 2; }
rm -rf "$dest"
mkdir -p "$dest"
cp Corpus/* "$dest/"
for f in "$dev"/blog-md-papago/*.md; do cp "$f" "$dest/papago-$(basename "$f")"; done
for f in "$dev"/en-pages/*.md; do cp "$f" "$dest/en-$(basename "$f")"; done
for f in "$dev"/ko-official/*.md; do cp "$f" "$dest/ko-$(basename "$f")"; done
echo "$dest"
