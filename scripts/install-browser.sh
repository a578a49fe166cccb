#!/usr/bin/env bash
# Headless Chromium for the task pane's end-to-end tests (test/e2e/), from Debian's packages:
# playwright-core drives it, and never downloads a browser of its own. Idempotent: nothing to do
# when /usr/bin/chromium is already there. Needs root (CI runs as root) or sudo.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  echo "install-browser: /usr/bin/chromium is present ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "install-browser: not root and no sudo; install Debian's chromium package by hand" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium fonts-liberation
/usr/bin/chromium --version
