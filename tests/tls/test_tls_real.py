"""TLS Kafka from real programs: a Tansu broker behind a TLS terminator, kafka-python clients
writing a key log (TLS 1.3 and 1.2, a producer whose batches span several TLS records, a
consumer group), a librdkafka producer that cannot write one; both legs captured.

The decrypted TLS leg must list exactly the plaintext leg's messages; tshark's own Kafka
dissector over tshark's decryption is the oracle for frame numbers and correlation ids.
"""

from __future__ import annotations

import collections
import io
import shutil
import subprocess

import pandas as pd
import pytest

import dissector

from helpers import WALKTHROUGH, free_ports, kmirror, needs_tshark

NOTE = "encrypted (TLS, no key)"
COLS = ["direction", "api_name", "api_version", "correlation_id", "client_id", "length",
        "error_name", "expert"]  # fmt: skip


@pytest.fixture(scope="module")
def tls_capture(tmp_path_factory):
    from dissector.scenario.processes import CaptureUnavailable, can_capture
    from dissector.scenario.tls_traffic import make_tls_capture

    if shutil.which("tshark") is None:
        pytest.skip("tshark missing")
    reason = can_capture()
    if reason:
        pytest.skip(reason)
    broker, tls = free_ports(2)
    try:
        made = make_tls_capture(tmp_path_factory.mktemp("tls"), broker, tls)
    except CaptureUnavailable as e:
        pytest.skip(str(e))
    made["broker_port"], made["tls_port"] = broker, tls
    return made


def _read(made, *extra) -> pd.DataFrame:
    r = kmirror("read", str(made["capture"]), "-p", str(made["tls_port"]),
                "-p", str(made["broker_port"]), "--format", "csv", *extra)  # fmt: skip
    assert r.returncode == 0, r.stderr
    return pd.read_csv(io.StringIO(r.stdout), dtype=str).fillna("")


def _legs(df: pd.DataFrame, made) -> tuple[pd.DataFrame, pd.DataFrame]:
    def port(col):
        return df[col].str.rsplit(":", n=1).str[-1].astype(int)

    tls = port("src").eq(made["tls_port"]) | port("dst").eq(made["tls_port"])
    return df[tls], df[~tls]


def _unanswered_last(leg: pd.DataFrame) -> set:
    """Requests noted unanswered that are their connection's last message."""
    last = leg.groupby("tcp_stream").tail(1)
    return set(last[last.notes.str.contains("unanswered")].correlation_id + last.client_id)


@needs_tshark
@pytest.mark.slow
def test_decrypted_tls_leg_equals_plaintext_leg(tls_capture):
    df = _read(tls_capture, "--tls-keylog", str(tls_capture["keylog"]))
    tls, plain = _legs(df, tls_capture)
    assert not df.expert.str.contains("frame_too_large").any()
    # the librdkafka producer's connections: no key, one row per connection and direction
    rd = tls[tls.notes == NOTE]
    assert len(rd) >= 4 and set(rd.direction) == {"request", "response"}
    assert rd.groupby(["tcp_stream", "direction"]).size().eq(1).all()
    decrypted = tls[tls.notes != NOTE]
    keyed_clients = {"tls-admin", "tls13-producer", "tls12-producer", "tls-consumer"}
    plain_keyed = plain[plain.client_id.isin(keyed_clients)]
    assert set(decrypted.client_id) == keyed_clients
    a = collections.Counter(map(tuple, decrypted[COLS].values))
    b = collections.Counter(map(tuple, plain_keyed[COLS].values))
    # A client that closes right after a request leaves the terminator no TLS connection to
    # answer on: that response is on the plaintext leg only, its request unanswered on TLS.
    extra_plain = b - a
    assert not a - b, a - b
    cut = _unanswered_last(decrypted)
    assert all(k[0] == "response" and k[3] + k[4] in cut for k in extra_plain), extra_plain
    assert len(extra_plain) <= 2
    # records spanning several TLS records (16 KiB each) decoded whole
    produce = decrypted[(decrypted.api_name == "Produce") & (decrypted.direction == "request")]
    assert produce.length.astype(int).max() > 40000
    assert set(decrypted[decrypted.api_name == "JoinGroup"].client_id) == {"tls-consumer"}


@needs_tshark
@pytest.mark.slow
def test_frames_and_ids_match_tshark_kafka_over_tls(tls_capture):
    """tshark's Kafka dissector on its decrypted TLS: the same frames, correlation ids."""
    df = _read(tls_capture, "--tls-keylog", str(tls_capture["keylog"]))
    tls, _ = _legs(df, tls_capture)
    ours = collections.Counter(
        (int(f), int(c)) for f, c, n in tls[["frame", "correlation_id", "notes"]].values
        if n != NOTE
    )
    p = tls_capture["tls_port"]
    out = subprocess.run(
        ["tshark", "-n", "-r", str(tls_capture["capture"]),
         "-o", f"tls.keylog_file:{tls_capture['keylog']}", "-d", f"tcp.port=={p},tls",
         "-d", f"tls.port=={p},kafka", "-Y", f"kafka && tcp.port=={p}",
         "-T", "fields", "-e", "frame.number", "-e", "kafka.correlation_id"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    theirs = collections.Counter()
    for line in out.splitlines():
        frame, cids = line.split("\t")
        for c in cids.split(","):
            theirs[(int(frame), int(c))] += 1
    assert ours == theirs


@needs_tshark
@pytest.mark.slow
def test_tls_without_keys_is_one_row_per_direction(tls_capture):
    df = _read(tls_capture)
    tls, plain = _legs(df, tls_capture)
    assert (tls.notes == NOTE).all()
    assert tls.groupby(["tcp_stream", "direction"]).size().eq(1).all()
    assert tls.tcp_stream.nunique() == len(tls) // 2 >= 6
    assert (tls.api_name == "").all() and (tls.expert == "").all()
    assert not plain.notes.str.contains("TLS").any()


@needs_tshark
@pytest.mark.slow
def test_tls_versions_in_the_key_log(tls_capture):
    text = tls_capture["keylog"].read_text()
    assert "CLIENT_RANDOM " in text  # TLS 1.2
    assert "CLIENT_TRAFFIC_SECRET_0 " in text  # TLS 1.3
    df = _read(tls_capture, "--tls-keylog", str(tls_capture["keylog"]))
    assert {"tls12-producer", "tls13-producer"} <= set(df.client_id)


@needs_tshark
@pytest.mark.slow
def test_key_log_matching_nothing_warns_once(tls_capture, tmp_path):
    bogus = tmp_path / "other.log"
    bogus.write_text("CLIENT_RANDOM " + "00" * 32 + " " + "11" * 48 + "\n")
    r = kmirror("read", str(tls_capture["capture"]), "-p", str(tls_capture["tls_port"]),
                "--tls-keylog", str(bogus), "--all-columns")  # fmt: skip
    assert r.returncode == 0, r.stderr
    warns = [line for line in r.stderr.splitlines() if "warning" in line]
    assert len(warns) == 1 and "no key matches a TLS session" in warns[0], r.stderr
    assert NOTE in r.stdout


@needs_tshark
@pytest.mark.slow
def test_secrets_embedded_in_the_pcapng_are_used(tls_capture, tmp_path):
    if shutil.which("editcap") is None:
        pytest.skip("editcap missing")
    dsb = tmp_path / "with-secrets.pcapng"
    subprocess.run(["editcap", "--inject-secrets", f"tls,{tls_capture['keylog']}",
                    str(tls_capture["capture"]), str(dsb)], check=True)  # fmt: skip
    ports = [tls_capture["tls_port"], tls_capture["broker_port"]]
    embedded = dissector.read_capture(dsb, ports=ports)
    given = dissector.read_capture(tls_capture["capture"], ports=ports,
                                   tls_keylog=tls_capture["keylog"])  # fmt: skip
    cols = ["frame", "tcp_stream", "api_name", "correlation_id", "notes"]
    pd.testing.assert_frame_equal(embedded[cols], given[cols])
    assert (given.notes == NOTE).sum() < (
        dissector.read_capture(tls_capture["capture"], ports=ports).notes == NOTE
    ).sum()


def test_missing_key_log_is_a_one_line_error(tmp_path):
    r = kmirror("read", str(WALKTHROUGH), "--tls-keylog", str(tmp_path / "nope"))
    assert r.returncode == 2 and "Traceback" not in r.stderr
