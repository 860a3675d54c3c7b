#!/usr/bin/env bash
# Installs the Debian packages hig builds against and runs with, if any is missing:
# libxml2 (HTML reader), libmicrohttpd (server), libstemmer (English stemming), zstd (stored rules), pkg-config.
# libxml2 and libmicrohttpd12 are named as well as their -dev packages: hig opens them when a command
# needs them instead of linking them, so nothing else records that the binary uses them.
set -euo pipefail
packages=(pkg-config libxml2-dev libmicrohttpd-dev libstemmer-dev libzstd-dev libxml2 libmicrohttpd12)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
