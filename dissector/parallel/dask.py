"""Capture sets on Dask: one partition per capture file, the seams stitched in a second step.

A thin module: it holds no code and re-exports the public names of the modules that
do the work, so that what the README and docs show (``dissector.parallel.dask.read_captures``
and the rest) stays where it is.

- From :mod:`.graph` (the Dask graph and the entry points): :func:`read_captures` (the
  ``read`` table of a capture set as a ``dask.dataframe``, equal to the single-process
  read of the same set), :func:`read_rows` (the same rows, computed, for the CLI's
  writers), :func:`read_text` (the same rows written as csv or json by the workers, a
  piece per partition, for the CLI to write in order), :func:`analyze_captures` (the
  mirror analysis of the set, equal to ``dissector.analysis.analyze``: the partitions
  read by the analysis' dissector keep their exchanges too, the command keeps what the
  analysis needs and builds the tables) and :func:`write_parquet`.
- From :mod:`.cluster`: :func:`cluster` (a local cluster of worker processes, or a
  client of an existing ``dask.distributed`` scheduler) and :func:`close`.
- From :mod:`.plan` (which files make which partitions): :func:`partition_files` and
  :data:`WARM_RECORDS`.

Reading one partition is :mod:`.part`'s; the seams (steps 2 and 3 below) are
:mod:`.stitch`'s.

How a set is cut and stitched (README "Several cores, several machines"):

1. Files are ordered by their first packet's time; each file is one
   partition.  Partition *k* is read by a fresh
   :class:`~dissector.pipeline.dissector.Dissector` warmed up on the last
   :data:`WARM_RECORDS` records of file *k-1* (their rows belong to *k-1*
   and are dropped), so TCP streams, frames cut by the file boundary and
   requests answered across it carry on.  A partition that is not the last
   is not flushed at its end: what the flush would report (frames cut short,
   unanswered requests' fate) belongs to the next partition.
2. Each partition reports the dissector state at its end (per connection:
   requests in flight by correlation_id, bytes held in a partial frame,
   SASL/TLS state) and, for *k* >= 1, the state after its warm-up.  Where
   the two differ at a seam (a request older than the warm-up, a frame
   longer than it, a connection silent through a whole file), the partition
   is read again with a warm-up that starts at the oldest thing in flight,
   or with every earlier file (exact by construction).  A port Kafka
   detection found in an earlier file makes the later files read again with
   it as a Kafka port.
3. The last step maps frame numbers (each file's offset in the merged
   capture), renumbers ``tcp_stream`` in order of appearance over the whole
   set (a connection that continues in the next file keeps its number), and
   gives the request rows answered in a later file their ``response_frame``
   and ``latency_ms`` (and takes back their ``unanswered`` note); for an
   analysis, the exchanges get set-wide ids (the order one process makes them
   in) and a request answered in a later file that file's answer.  A Fetch
   ``topic_id`` a Metadata response of an earlier file named (unnamed in the
   partition's own read) makes the partition read again with the names the
   earlier files learnt.

Files that overlap in time (captured on several hosts at once) cannot be
cut this way: such a set is read as one partition, by one worker, as the
single-process read does (packets captured twice counted once).

Must not import: the CLI (and holds no code of its own: it belongs in the modules
above).  It imports ``dask`` (an optional dependency,
``pip install 'kafka-mirror-dissector[dask]'``); nothing in the package imports it
unless ``--workers``/``--scheduler`` or :func:`read_captures` is used.
"""

from __future__ import annotations

from .cluster import close, cluster
from .graph import analyze_captures, read_captures, read_rows, read_text, write_parquet
from .plan import WARM_RECORDS, partition_files

__all__ = [
    "WARM_RECORDS",
    "analyze_captures",
    "close",
    "cluster",
    "partition_files",
    "read_captures",
    "read_rows",
    "read_text",
    "write_parquet",
]
