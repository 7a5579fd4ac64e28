#!/usr/bin/env bash
# Installs the system tools the tests use: tshark and dumpcap (Wireshark's own Kafka
# dissector, the independent oracle, and the capture tool), tcpdump, tcpreplay and
# Prometheus (the live capture's tests), Lua 5.2/5.4
# (syntax checks of the generated plugin for Wireshark 4.0-4.2 and 4.4+), Chromium
# (headless: renders the HTML report in its test) and Wireshark's Qt GUI with Xvfb and
# ImageMagick (the plugin in Wireshark itself, a screenshot).  Needs root for
# apt-get; does nothing when all are already there.
#
# Then, once, a Debian 13 (trixie) root with Wireshark 4.4's tshark at $KMIRROR_TRIXIE
# (default /var/cache/kmirror/trixie), built with debootstrap from Debian's packages
# (~2-3 min, skipped when present): the plugin tests run the plugin under both the host's
# tshark (Debian 12: 4.0, Lua 5.2) and this one (4.4, Lua 5.4).  Without root the root is
# not built and those tests are skipped with the reason.
set -euo pipefail
TRIXIE=${KMIRROR_TRIXIE:-/var/cache/kmirror/trixie}
MIRROR=${KMIRROR_DEBIAN_MIRROR:-http://deb.debian.org/debian}
need=()
command -v tshark >/dev/null 2>&1 || need+=(tshark)
command -v tcpdump >/dev/null 2>&1 || need+=(tcpdump)
command -v luac5.2 >/dev/null 2>&1 || need+=(lua5.2)
command -v luac5.4 >/dev/null 2>&1 || need+=(lua5.4)
# headless Chromium renders `kmirror report` pages in the tests (tests/cli/test_report.py)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# Wireshark itself (Qt) under Xvfb, screenshots with ImageMagick's import
# (tests/lua/test_lua_wireshark_gui.py)
command -v wireshark >/dev/null 2>&1 || need+=(wireshark-qt)
command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
command -v import >/dev/null 2>&1 || need+=(imagemagick)
# `kmirror live` tests: scenario captures replayed onto loopback (tcpreplay), scraped by a
# real Prometheus server (tests/capture/test_live_metrics.py)
command -v tcpreplay >/dev/null 2>&1 || need+=(tcpreplay)
command -v prometheus >/dev/null 2>&1 || need+=(prometheus)
if [ "$(id -u)" -ne 0 ]; then
  if [ ${#need[@]} -gt 0 ]; then
    echo "setup-system: missing ${need[*]}; run as root or: sudo apt-get install -y ${need[*]}" >&2
    exit 1
  fi
  [ -x "$TRIXIE/usr/bin/tshark" ] || echo "setup-system: no Debian 13 root at $TRIXIE" \
    "(building it needs root): the plugin tests under Wireshark 4.4 will be skipped" >&2
  exit 0
fi
[ -x "$TRIXIE/usr/bin/tshark" ] || command -v debootstrap >/dev/null 2>&1 || need+=(debootstrap)
[ ${#need[@]} -eq 0 ] && [ -x "$TRIXIE/usr/bin/tshark" ] && exit 0
export DEBIAN_FRONTEND=noninteractive
echo "wireshark-common wireshark-common/install-setuid boolean false" | debconf-set-selections
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi
if [ ! -x "$TRIXIE/usr/bin/tshark" ]; then
  echo "setup-system: building a Debian 13 root with tshark 4.4 in $TRIXIE (once, ~3 min)" >&2
  work="$TRIXIE.partial"
  rm -rf "$work"
  mkdir -p "$(dirname "$TRIXIE")"
  debootstrap --variant=minbase trixie "$work" "$MIRROR" >"$work.log" 2>&1 \
    || { echo "setup-system: debootstrap failed, see $work.log" >&2; exit 1; }
  echo "wireshark-common wireshark-common/install-setuid boolean false" \
    | chroot "$work" debconf-set-selections
  chroot "$work" apt-get install -y -qq --no-install-recommends tshark >>"$work.log" 2>&1 \
    || { echo "setup-system: apt-get install tshark in $work failed, see $work.log" >&2; exit 1; }
  chroot "$work" apt-get clean
  mv "$work" "$TRIXIE"
  rm -f "$work.log"
fi
