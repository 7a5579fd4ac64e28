"""Build-time code: everything that writes a generated file of the package.

Owns: the derivation of the Kafka API facts table (:mod:`.facts` ->
``dissector/kafka/kafka_facts.json``), of the legacy specs (:mod:`.legacy` ->
``dissector/kafka/legacy/*.json``, needs the kio 0.3.0 wheel), the Wireshark Lua
plugin generator (:mod:`.lua` and its static part ``kafka_mirror_runtime.lua``
-> ``lua/kafka_mirror.lua``) and the reference generated from the code
(:mod:`.docs` -> ``docs/reference/*.md``, ``docs/kmirror.1``).  ``python -m codegen``
regenerates every generated file; ``--check`` writes nothing and exits 1 when one
differs (the tests run it).

Must not import: the CLI, the analysis, the scenario generator; except :mod:`.docs`,
which documents the CLI and the analysis' tables and so imports them (when it runs).
Must not be imported by the runtime: reading captures, decoding, the table
and analysis never import this package (``kmirror lua`` imports :mod:`.lua`
when that command runs).
"""
