#!/usr/bin/env bash
# Makes sure the browser tests can run: Debian's chromium (or CHROMIUM_PATH) and the fonts the
# screenshot baselines were taken with (Latin: Liberation; CJK: Noto; Thai: TLWG). Installs what
# is missing with apt-get when it can (root, or passwordless sudo); otherwise says in one line
# what to install and fails. `npm test` and `.ci/run` both call it. No tool downloads a browser.
set -uo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=(fonts-liberation fonts-noto-cjk fonts-thai-tlwg)

need=()
[ -x "$CHROMIUM_PATH" ] || need+=(chromium)
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || need+=("$p"); done
[ "${#need[@]}" -eq 0 ] && exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then as_root=(sudo -n); else as_root=(); fi
fi
if ! command -v apt-get >/dev/null 2>&1 || { [ "$(id -u)" -ne 0 ] && [ "${#as_root[@]}" -eq 0 ]; }; then
  echo "setup: the browser tests need Debian packages: sudo apt-get install -y ${need[*]} (or set CHROMIUM_PATH)"
  exit 1
fi
echo "::: installing ${need[*]} with apt-get"
"${as_root[@]}" apt-get update -qq || { echo "setup: apt-get update failed"; exit 1; }
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${need[@]}" >/dev/null ||
  { echo "setup: apt-get install ${need[*]} failed"; exit 1; }
[ -x "$CHROMIUM_PATH" ] || { echo "setup: $CHROMIUM_PATH is still missing after installing chromium"; exit 1; }
