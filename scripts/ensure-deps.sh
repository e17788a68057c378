#!/usr/bin/env bash
# ensure-deps.sh — installs the Debian packages HopVM builds and tests with,
# when they are missing. Shared by ./run and ./test.
set -euo pipefail
need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in g++ cmake ninja-build pkg-config libpcre2-dev libssl-dev libcrypt-dev libasmjit-dev libzydis-dev python3 "$@"; do
  have_pkg "$p" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing missing packages: ${need[*]}" >&2
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2 || true
  $SUDO apt-get install -y -qq "${need[@]}" >&2
fi
