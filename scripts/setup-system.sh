#!/usr/bin/env bash
# Installs the system tools the tests use: tshark and dumpcap (Wireshark's own Kafka
# dissector, the independent oracle, and the capture tool), tcpdump, and Lua 5.2/5.4
# (syntax checks of the generated plugin for Wireshark 4.0-4.2 and 4.4+) and Chromium
# (headless: renders the HTML report in its test).  Needs root for
# apt-get; does nothing when all are already there.
set -euo pipefail
need=()
command -v tshark >/dev/null 2>&1 || need+=(tshark)
command -v tcpdump >/dev/null 2>&1 || need+=(tcpdump)
command -v luac5.2 >/dev/null 2>&1 || need+=(lua5.2)
command -v luac5.4 >/dev/null 2>&1 || need+=(lua5.4)
# headless Chromium renders `kmirror report` pages in the tests (tests/cli/test_report.py)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "setup-system: missing ${need[*]}; run as root or: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
echo "wireshark-common wireshark-common/install-setuid boolean false" | debconf-set-selections
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
