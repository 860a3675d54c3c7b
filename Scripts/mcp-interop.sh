#!/usr/bin/env bash
# The MCP interop test: drives `hig mcp` with the official Python SDK (PyPI's `mcp`) through the
# initialize handshake and through server/discover (Scripts/mcp-interop.py says what it checks).
# Makes the virtual environment .build/mcp-interop-venv on first use; `swift test` runs this script.
#
#   Scripts/mcp-interop.sh [--hig PATH]     (default .build/debug/hig, built if missing)
#
# Exit status: 0 passed, 1 failed, 2 usage or set-up error, 77 skipped because PyPI cannot be reached.
set -euo pipefail
cd "$(dirname "$0")/.."

requirement="mcp==2.3.0"   # pinned: the SDK release this server was checked against
venv=".build/mcp-interop-venv"
hig=".build/debug/hig"
while [ $# -gt 0 ]; do
    case "$1" in
        --hig) hig="${2:?--hig needs a path}"; shift 2 ;;
        -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "mcp-interop: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
[ -x "$hig" ] || swift build --product hig >&2
hig="$(cd "$(dirname "$hig")" && pwd)/$(basename "$hig")"

make_venv() {
    python3 -m venv "$venv" >/dev/null 2>&1 && return 0
    # Debian ships venv apart from python3.
    echo "mcp-interop: python3 -m venv failed; installing python3-venv" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$venv"
    python3 -m venv "$venv"
}

installed() {
    [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import importlib.metadata as m, sys; sys.exit(m.version("mcp") != sys.argv[1])' "${requirement#mcp==}" 2>/dev/null
}

if ! installed; then
    [ -x "$venv/bin/pip" ] || make_venv || { echo "mcp-interop: cannot make a Python virtual environment in $venv" >&2; exit 2; }
    echo "mcp-interop: installing $requirement into $venv" >&2
    if ! "$venv/bin/pip" install -q "$requirement" >&2; then
        if ! "$venv/bin/pip" index versions mcp --timeout 15 --retries 1 >/dev/null 2>&1; then
            echo "mcp-interop: SKIPPED: PyPI cannot be reached, so the MCP Python SDK cannot be installed" >&2
            exit 77
        fi
        echo "mcp-interop: pip could not install $requirement although PyPI answers" >&2
        exit 1
    fi
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/hig-mcp-interop.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -R Corpus "$work/Corpus"
"$hig" index --corpus "$work/Corpus" --index "$work/Index" >/dev/null
"$venv/bin/python" Scripts/mcp-interop.py --hig "$hig" --corpus "$work/Corpus" --index "$work/Index"
