#!/usr/bin/env bash
# The whole test suite, from a clean checkout: installs what is missing, then runs `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
swift test "$@"
