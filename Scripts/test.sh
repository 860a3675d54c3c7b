#!/usr/bin/env bash
# The whole test suite, from a clean checkout: installs what is missing, then runs `swift test`.
# Every test is a Swift Testing test, so SwiftPM's XCTest pass (which would only print
# "Executed 0 tests" twice) is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
swift test --disable-xctest "$@"
