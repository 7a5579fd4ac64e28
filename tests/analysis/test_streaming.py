"""``analyze`` streams: its tables do not depend on holding the messages, and it keeps none.

The capture path of :func:`dissector.analysis.analyze` writes every exchange's row
when the exchange finishes and keeps only the exchanges whose facts the analysis
needs (their bodies pickled).  Checked here against two ways of holding
everything: the same capture analysed with one drain at the very end (nothing
taken out before the whole capture was read), and the in-memory path
(``analyze(messages)``, which never takes anything out) fed the same decoded
messages.  Every table and the summary must be the same.  Then the collector
itself: after a capture of many non-mirror messages it holds no
:class:`~dissector.decode.message.Message`, no record-batch bytes, and no Produce/Fetch/
ListOffsets exchange naming no mirror topic.
"""

from __future__ import annotations

import gc
import shutil
import types

import pandas as pd
import pytest

import dissector.analysis as analysis
from dissector.analysis import files
from dissector.analysis.bodies import KEPT_APIS
from dissector.analysis.collect import Collector
from dissector.decode.message import Message
from dissector.errors import CaptureError
from dissector.profiles.profile import load_profile

from helpers import CAPTURES, load_truth

SCENARIOS = ["failback", "multi", "errors", "cl3-failback"]


def _ports(name: str) -> list[int]:
    return sorted(set(load_truth(name)["ports"]))


def _analyze(path, ports, profile, chunk, monkeypatch):
    monkeypatch.setattr(files, "CHUNK_MESSAGES", chunk)  # (read by files.from_paths)
    a = analysis.analyze(str(path), ports=ports, profile=profile)
    # made now, as ``chunk`` says: the files are read again for them on first access
    assert len(a.messages) == a.message_count and len(a.exchanges) == a.stats["exchanges"]
    return a


def _same(a, b, skip: tuple[str, ...] = ()) -> None:
    for name in analysis.TABLE_NAMES:
        if name in skip:
            continue
        pd.testing.assert_frame_equal(getattr(a, name), getattr(b, name), obj=name)


@pytest.mark.parametrize("name", SCENARIOS)
@pytest.mark.slow
def test_tables_do_not_depend_on_when_exchanges_are_taken_out(name, monkeypatch):
    truth = load_truth(name)
    path = CAPTURES / truth["capture"]
    prof = load_profile(truth["profile"]["name"])
    ports = _ports(name)
    # a drain every 3 messages: Fetch/Produce evidence leaves before the mirror RPC naming
    # its topic arrives, requests wait over many drains, Metadata answers repeat
    streamed = _analyze(path, ports, prof, 3, monkeypatch)
    held = _analyze(path, ports, prof, 10**9, monkeypatch)  # one drain, after the last message
    assert streamed.mirror_traffic and len(streamed.exchanges) == streamed.stats["exchanges"]
    _same(streamed, held)
    assert streamed.summary(top=1000) == held.summary(top=1000)
    assert streamed.notes == held.notes
    # the in-memory path keeps every exchange: the same decoded messages give the same tables
    d = analysis.make_dissector(ports, prof)
    in_memory = analysis.analyze(list(d.feed_path(str(path))), profile=prof)
    # (its messages have no file name: the capture columns are null there)
    _same(streamed, in_memory, skip=("messages", "exchanges"))
    cols = [c for c in streamed.exchanges.columns if c != "capture"]
    pd.testing.assert_frame_equal(streamed.exchanges[cols], in_memory.exchanges[cols])
    assert len(streamed.messages) == len(in_memory.messages)


def _reachable(root) -> list:
    """Every object reachable from ``root`` (modules, classes and functions not followed)."""
    seen: set[int] = set()
    out = []
    stack = [root]
    while stack:
        o = stack.pop()
        if id(o) in seen or isinstance(o, type | types.ModuleType | types.FunctionType):
            continue
        seen.add(id(o))
        out.append(o)
        stack.extend(gc.get_referents(o))
    return out


def test_collector_keeps_no_message_and_no_unmirrored_evidence():
    """clients.pcap: three real clients producing and fetching, no mirror RPC."""
    prof = load_profile("kip1279-seed")
    d = analysis.make_dissector((9092,), prof)
    coll = Collector(None, 1, prof.roles)
    finished = []
    by_api: dict[str, int] = {}
    waiting = 0
    for i, m in enumerate(d.feed_path(str(CAPTURES / "clients.pcap"))):
        coll.add(m)
        if m.kind == "request" and m.api_name:
            by_api[m.api_name] = by_api.get(m.api_name, 0) + 1
        if i % 16 == 15:
            finished += coll.drain()
        if coll.waiting and i % 4 == 0:  # requests waiting for their response
            waiting += 1
            assert not [o for o in _reachable(coll) if isinstance(o, Message)], m.frame
    del m
    finished += coll.drain()
    kept = coll.finish()
    finished += coll.undrained
    assert waiting > 10
    assert by_api["Produce"] >= 20 and by_api["Fetch"] >= 10  # many non-mirror messages
    assert len(finished) == sum(by_api.values())  # every exchange's row is written once
    assert len({ex.id for ex in finished}) == len(finished)
    # nothing names a mirror topic: every Produce/Fetch/ListOffsets exchange is taken out
    by_topic = by_api["Produce"] + by_api["Fetch"] + by_api.get("ListOffsets", 0)
    assert coll.unmirrored == by_topic
    assert not [ex for ex in kept if ex.api_name in ("Produce", "Fetch", "ListOffsets")]
    assert all(ex.mirror or ex.api_key in KEPT_APIS or ex.status == "unanswered" for ex in kept)
    # the collector holds no message and no record bytes (the batches are summarised)
    held = _reachable(coll)
    assert not [o for o in held if isinstance(o, Message)]

    def record_bytes(objs) -> list:
        return [o for o in objs if type(o) in (bytes, bytearray, memoryview) and len(o) > 512]

    assert not record_bytes(held)  # (kept bodies are pickled: bytes of another type)
    assert not record_bytes(_reachable([(ex.request, ex.response) for ex in kept]))
    assert not coll.waiting  # (cleared by finish; no request of this capture is unanswered)


def test_kept_bodies_are_packed_and_read_back_whole():
    prof = load_profile("kip1279-seed")
    d = analysis.make_dissector((9092, 19092), prof)
    coll = Collector(None, 1, prof.roles)
    bodies = {}
    for m in d.feed_path(str(CAPTURES / "walkthrough.pcap")):
        if m.mirror and m.kind == "request" and m.body is not None:
            bodies[m.frame] = m.body
        coll.add(m)
    coll.drain()
    kept = coll.finish()
    mirror = [ex for ex in kept if ex.mirror and ex.request_frame in bodies]
    assert len(mirror) >= 10
    for ex in mirror:
        assert ex.request == bodies[ex.request_frame]
    # held as one bytes object each, not as the decoded tree
    held = _reachable(coll)
    assert not [o for o in held if o is bodies[mirror[0].request_frame]]


@pytest.mark.slow
def test_pandas_is_imported_only_once_the_capture_is_read():
    """The capture is read (exchanges drained) before pandas is loaded, so its ~85 MB are
    not resident next to the dissector's state; the tables still come out."""
    import subprocess
    import sys

    path = CAPTURES / load_truth("failback")["capture"]
    code = f"""
import sys
import dissector.analysis as analysis
from dissector.analysis import assemble
seen = []
finish = assemble.finish
def spy(*a, **k):
    seen.append("pandas" in sys.modules)
    return finish(*a, **k)
assemble.finish = spy  # (the file read's Kept.finish calls it)
a = analysis.analyze({str(path)!r}, ports={_ports("failback")!r})
n = len(a.transitions)  # (pandas is loaded when a table is first made)
print(seen, "pandas" in sys.modules, n > 0, len(a.messages))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    seen, loaded, transitions, messages = out.stdout.split(" ", 1)[0], *out.stdout.split()[1:]
    assert seen == "[False]" and loaded == "True" and transitions == "True"
    assert int(messages) == len(analysis.analyze(str(path), ports=_ports("failback")).messages) > 0


def test_compact_rows_give_back_what_was_appended():
    from dissector.analysis.rowlist import Rows
    from dissector.analysis.schema import build

    rows = Rows()
    a = {"kind": "lmo_write", "cluster": "c1", "topic": "t", "partition": 0, "lmo": 5}
    b = {"kind": "lag", "cluster": "c1", "topic": "t", "partition": 1, "lag": 7}
    rows.append(a)
    rows.append(b)
    assert len(rows) == 2 and rows[0] == a and rows[-1] == b and list(rows) == [a, b]
    assert rows.column("lmo") == [5, None] and rows.column("lag") == [None, 7]
    pd.testing.assert_frame_equal(build("offsets", rows), build("offsets", [a, b]))
    rows.clear()
    assert len(rows) == 0 and list(rows) == []


def test_messages_and_exchanges_are_read_again_when_first_asked_for(tmp_path):
    """No row of ``messages`` or ``exchanges`` is made while a file is analysed: both come
    from the file read again when first asked for, checked against the first read; a
    file changed or gone since says so instead of giving other rows."""
    path = tmp_path / "failback.pcapng"
    shutil.copy(CAPTURES / "failback.pcapng", path)
    ports = _ports("failback")
    a, changed, gone = (analysis.analyze(str(path), ports=ports) for _ in range(3))
    assert a.message_count == 686 and a.stats["exchanges"] == 343
    assert len(a.messages) == 686 and len(a.exchanges) == 343
    assert a.messages["capture"].astype(str).unique().tolist() == ["failback.pcapng"]
    assert a.exchanges["exchange"].tolist() == list(range(1, 344))
    with open(path, "ab") as f:
        f.write(b"\0" * 16)
    modified = r"failback.pcapng: modified \(its size or time changed\) since it was analysed"
    with pytest.raises(CaptureError, match=modified):
        len(changed.exchanges)
    path.unlink()
    with pytest.raises(CaptureError, match="failback.pcapng: gone since it was analysed"):
        len(gone.messages)
    assert len(a.messages) == 686  # (read once: kept)


@pytest.mark.slow
def test_an_answered_acks0_produce_does_not_depend_on_when_exchanges_are_taken_out(
    monkeypatch,
):
    """An acks=0 Produce expects no response, but Tansu answers it all the same
    (clients.pcap).  Its exchange waits for that answer as the read table's row does
    (``ACKS0_WAIT_NS`` of capture time), so whenever the exchanges are taken out, the answer
    is the exchange's, its body is counted once, and every table and the summary agree."""
    path = CAPTURES / "clients.pcap"
    each = _analyze(path, [9092], None, 1, monkeypatch)  # a drain after every message
    once = _analyze(path, [9092], None, 10**9, monkeypatch)
    _same(each, once)
    assert each.summary() == once.summary()
    ex = once.exchanges
    acks0 = ex[(ex["api_name"] == "Produce") & (ex["status"] == "answered")]
    reqs = once.messages.set_index("frame")
    answered0 = [
        f for f in acks0["request_frame"] if "acks=0" in (reqs.loc[f, "notes"] or "")
    ]
    assert answered0, "clients.pcap has an acks=0 Produce Tansu answered"
    assert each.coverage()["evidence_not_decoded"] == once.coverage()["evidence_not_decoded"]


@pytest.mark.slow
def test_files_read_again_are_the_files_analysed(tmp_path):
    """A directory read as one capture: a file added since the analysis is said (the
    capture is not the one analysed); a truncated file's warning is given by the analysis,
    not again when its rows are read again."""
    import subprocess
    import warnings

    from dissector.errors import CaptureWarning

    d = tmp_path / "set"
    d.mkdir()
    subprocess.run(
        ["editcap", "-c", "200", str(CAPTURES / "clients.pcap"), str(d / "part.pcap")],
        check=True,
    )
    parts = sorted(p.name for p in d.iterdir())
    assert len(parts) == 6  # (clients.pcap: 1,076 packets)
    a, grown = (analysis.analyze(str(d), ports=[9092]) for _ in range(2))
    assert a.captures == parts and len(a.messages) == a.message_count == 524
    shutil.copy(CAPTURES / "walkthrough.pcap", d / "zz-late.pcap")
    with pytest.raises(CaptureError, match=r"read again, the capture is the files .*zz-late"):
        len(grown.exchanges)

    cut = tmp_path / "cut.pcap"
    cut.write_bytes((CAPTURES / "clients.pcap").read_bytes()[:30000])
    with pytest.warns(CaptureWarning, match="cut.pcap"):
        b = analysis.analyze(str(cut), ports=[9092])
    with warnings.catch_warnings():
        warnings.simplefilter("error", CaptureWarning)
        assert len(b.messages) == b.message_count > 0


def test_spilled_rows_go_with_the_analysis_quietly(tmp_path, monkeypatch):
    """The temporary folders of the rows read again are removed with the analysis (or at
    exit), their files closed once written: no folder left, no ResourceWarning."""
    import tempfile
    import warnings

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always", ResourceWarning)
        a = analysis.analyze(str(CAPTURES / "failback.pcapng"), ports=_ports("failback"))
        assert len(a.messages) == 686  # (exchanges left unread)
        assert [p.name[:17] for p in tmp_path.iterdir()] == ["kmirror-analysis-"] * 2
        del a
        gc.collect()
    assert list(tmp_path.iterdir()) == []
    assert [str(w.message) for w in seen if issubclass(w.category, ResourceWarning)] == []
