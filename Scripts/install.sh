#!/usr/bin/env bash
# Installs hig so that it works from any folder: builds the release binary (static Swift runtime),
# copies it (stripped) into a folder on PATH, and records this checkout's Corpus/ and Index/ in
# $XDG_CONFIG_HOME/hig/config (default ~/.config/hig/config). hig reads that file when no --corpus,
# --index, HIG_CORPUS or HIG_INDEX says otherwise. Running it again updates both.
#
#   Scripts/install.sh                 install from this checkout
#   Scripts/install.sh --bin DIR       put the binary in DIR (also: HIG_BIN_DIR=DIR)
#   Scripts/install.sh --uninstall     remove the binary and the configuration it recorded
#                                      (never the corpus or the index)
#
# The binary goes to --bin, else $HIG_BIN_DIR, else ~/.local/bin if it is on PATH, else /usr/local/bin
# when run as root, else ~/.local/bin (and the script says how to put it on PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"
config_dir="${XDG_CONFIG_HOME:-$HOME/.config}/hig"
config="$config_dir/config"

on_path() { case ":$PATH:" in *":$1:"*) return 0 ;; *) return 1 ;; esac; }

uninstall() {
    [ -f "$config" ] || { echo "install: nothing to remove ($config does not exist)" >&2; exit 0; }
    local binary
    binary="$(sed -n 's/^binary *= *//p' "$config" | tail -n 1)"
    if [ -n "$binary" ] && [ -f "$binary" ] && "$binary" --version 2>/dev/null | grep -q '^hig '; then
        rm -f "$binary"
        echo "removed $binary" >&2
    fi
    rm -f "$config"
    rmdir "$config_dir" 2>/dev/null || true
    echo "removed $config (the corpus and the index are left where they are)" >&2
}

bin_dir="${HIG_BIN_DIR:-}"
while [ $# -gt 0 ]; do
    case "$1" in
        --bin) bin_dir="${2:?--bin needs a folder}"; shift 2 ;;
        --bin=*) bin_dir="${1#--bin=}"; shift ;;
        --uninstall) uninstall; exit 0 ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown argument $1 (see: Scripts/install.sh --help)" >&2; exit 2 ;;
    esac
done
if [ -z "$bin_dir" ]; then
    if on_path "$HOME/.local/bin"; then bin_dir="$HOME/.local/bin"
    elif [ "$(id -u)" -eq 0 ]; then bin_dir="/usr/local/bin"
    else bin_dir="$HOME/.local/bin"
    fi
fi

echo "building hig (release)…" >&2
# Static Swift runtime, linked at a fixed address (-no-pie): as a position-independent executable the
# static runtime and Foundation need ~90,000 relocations at start, each a write that copies a page, a
# sixth of a one-query search. Only with the static runtime: against the shared one, ld.so warns on
# every run about libswiftCore's protected symbols. Libraries, heap and stacks stay randomized.
release_flags=(-c release --static-swift-stdlib -Xlinker -no-pie)
swift build "${release_flags[@]}" --product hig >&2
built="$(swift build "${release_flags[@]}" --show-bin-path)/hig"

mkdir -p "$bin_dir"
temporary="$bin_dir/.hig-install.$$"
cp "$built" "$temporary"
command -v strip >/dev/null && strip "$temporary"
chmod 755 "$temporary"
mv -f "$temporary" "$bin_dir/hig"

mkdir -p "$config_dir"
cat > "$config.$$" <<EOF
# The knowledge base hig uses when no --corpus, --index, HIG_CORPUS or HIG_INDEX is given.
# Written by $repository/Scripts/install.sh; remove with Scripts/install.sh --uninstall.
corpus = $repository/Corpus
index = $repository/Index
binary = $bin_dir/hig
EOF
mv -f "$config.$$" "$config"

echo "installed $bin_dir/hig ($("$bin_dir/hig" --version)); knowledge base: $repository/Corpus, index $repository/Index (recorded in $config)" >&2
if ! on_path "$bin_dir"; then
    echo "note: $bin_dir is not on your PATH; add it, e.g.: echo 'export PATH=\"$bin_dir:\$PATH\"' >> ~/.bashrc" >&2
elif [ "$(command -v hig)" != "$bin_dir/hig" ]; then
    echo "note: another hig comes first on your PATH: $(command -v hig)" >&2
fi
