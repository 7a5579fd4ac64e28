#!/usr/bin/env bash
# Installs the system tools the tests use: tshark (Wireshark's own Kafka dissector,
# the independent oracle) and tcpdump (capture making).  Needs root for apt-get;
# does nothing when both are already there.
set -euo pipefail
need=()
command -v tshark >/dev/null 2>&1 || need+=(tshark)
command -v tcpdump >/dev/null 2>&1 || need+=(tcpdump)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "setup-system: missing ${need[*]}; run as root or: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
echo "wireshark-common wireshark-common/install-setuid boolean false" | debconf-set-selections
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
