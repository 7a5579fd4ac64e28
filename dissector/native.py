"""The compiled accelerator: the hot stages' own modules, compiled by Cython, used in place
of their Python source when they were built from exactly that source.

Owns: the list of modules compiled (:data:`MODULES`), the build (:func:`build`, run by
``make setup`` as ``kmirror native build``: Cython turns each module's ``.py``
into C, the machine's gcc compiles it into ``dissector/_native/``), and the import hook
(:func:`install`, called when :mod:`dissector` is imported) that loads a compiled module
instead of its source.

There is one semantics: the compiled modules are the same Python source, compiled as it
is (Cython's pure-Python mode; type annotations are not read as C types, so every value
keeps its Python type and every operation its Python meaning).  What changes is the cost
of running it: no bytecode interpreter between the operations.  A module may have a
``.pxd`` beside its ``.py`` (Cython's augmenting declarations), read only by the build:

- the classes every packet and message goes through (``Message``, ``Conversation``,
  ``Connection``, ``KafkaConnection``, ``Flow``, ``Direction``, ``FrameState``) are
  declared extension types whose slots are C struct members holding Python objects (any
  value, as in Python), and a function that declares a local of such a type
  (``@cython.locals(m=Message)``, :mod:`dissector.puremode` standing in for ``cython``
  without Cython) reads and writes those slots without an attribute lookup; such a local
  holds that type or None, as the code gives it;
- the generated checkers (``wire/gen_checkers_NN.pxd``, written by codegen) keep their
  offsets, counts and error codes in C integers: the offsets of one frame, counts
  checked against the bytes left, varints of at most 5 bytes: the same values.

A module's build is keyed by its ``.py``, its ``.pxd`` and the ``.pxd`` files that one
cimports (:func:`stale`).
``tests/native/test_native_identity.py`` runs every committed capture and case through
both paths and compares the output bytes.

The pure path always remains:

- no build (no Cython, no compiler, or ``pip install`` without ``make setup``): the
  hook finds no ``dissector/_native/manifest.json`` and every module is read from its
  ``.py``;
- ``KMIRROR_PURE=1`` in the environment: the hook is not installed;
- a module whose ``.py`` changed since the build (its SHA-256 differs from the one the
  manifest recorded) is read from its ``.py``: an edit is never shadowed by a stale build.

``kmirror native status`` says which modules run compiled.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

__all__ = [
    "MODULES",
    "NativeFinder",
    "build",
    "declarations",
    "install",
    "source_bytes",
    "source_path",
    "stale",
    "status",
]

PACKAGE = Path(__file__).resolve().parent
#: Where the build puts the compiled modules and ``manifest.json`` (not committed).
OUT = PACKAGE / "_native"
MANIFEST = OUT / "manifest.json"
#: The environment variable that keeps every module on its Python source.
PURE_ENV = "KMIRROR_PURE"

#: The modules compiled: the stages every packet and message passes through (capture
#: reading, flows, reassembly, framing, matching, decoding, the read table and its
#: writers), the analysis' per-message work and a capture set's partitions
#: (``parallel.part``'s loop over a partition's records and messages, ``parallel.stitch``'s
#: over its rows, run by the Dask workers).  A module that finds files beside
#: its own ``__file__`` (``kafka.facts``, ``profiles``) stays Python: a compiled
#: module's ``__file__`` is its shared object's path (so ``wire.onepass``, which reads
#: ``kafka/decode_layouts.json`` beside it, stays Python too; the decoders it would write
#: and execute are generated at build time as the modules ``wire/gen_*.py``, compiled).
MODULES = (
    "capture.copies",
    "capture.files",
    "capture.fragments",
    "capture.links",
    "capture.sets",
    "capture.spans",
    "capture.stream",
    "capture.tail",
    "capture.tunnels",
    "stream.flows",
    "stream.reassembly",
    "stream.reorder",
    "frames.framer",
    "frames.framing",
    "frames.plausibility",
    "decode.decoding",
    "decode.endpoints",
    "decode.matching",
    "decode.message",
    "decode.pairing",
    "pipeline.coverage",
    "pipeline.dissector",
    "pipeline.messages",
    "wire.batches",
    "wire.batchheader",
    "wire.budget",
    "wire.checkers",
    "wire.codec",
    "wire.compression",
    "wire.entries",
    "wire.errorcode",
    "wire.fastpath",
    "wire.headers",
    "wire.records",
    "wire.standard",
    "wire.decodekit",
    "kafka.protocol",
    "tables.table",
    "tables.output",
    "analysis.assemble",
    "analysis.bodies",
    "analysis.collect",
    "analysis.exchange",
    "analysis.exchangerows",
    "analysis.files",
    "analysis.rowlist",
    "analysis.rows",
    "analysis.spill",
    "analysis.state",
    "analysis.truncation",
    "parallel.part",
    "parallel.stitch",
    "parallel.lines",
    # of the code ``python -m codegen`` writes (wire/gen_*.py, in api_key order), the
    # parts with the one-pass decoders of Produce, Fetch and ListOffsets bodies and the
    # checkers of their responses' error-code scan: the bodies every producer and consumer
    # sends.  The other parts run as Python (compiling all 60 costs 8 CPU minutes at
    # install for ~5% of ``read --full``); tests/native/test_native_build.py checks
    # that these parts hold those APIs.
    *(f"wire.gen_onepass_{i:02d}" for i in range(5)),
    *(f"wire.gen_checkers_{i:02d}" for i in range(2)),
)

#: Cython's options: Python semantics kept (annotations are not C types; ints do not
#: wrap), as ``tests/native`` checks by comparing output bytes.
DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True}


def source_path(module: str) -> Path:
    """The .py file of ``module`` (a name of :data:`MODULES`, relative to the package)."""
    return PACKAGE.joinpath(*module.split(".")).with_suffix(".py")


def _digest(path: Path) -> str:
    """SHA-256 of a module's source as built: its ``.py``, and its ``.pxd`` if it has one
    (the C types Cython gives some of its functions' arguments and locals)."""
    return hashlib.sha256(source_bytes(path)).hexdigest()


def source_bytes(path: Path) -> bytes:
    """The ``.py``, then its ``.pxd`` and the package's ``.pxd`` files that one cimports
    (and theirs): a declaration changed there changes the C the module compiles into."""
    data = path.read_bytes()
    for pxd in declarations(path.with_suffix(".pxd")):
        data += b"\0" + pxd.relative_to(PACKAGE).as_posix().encode() + b"\0" + pxd.read_bytes()
    return data


def declarations(pxd: Path, seen: tuple[Path, ...] = ()) -> list[Path]:
    """``pxd`` (if it exists) and the package's ``.pxd`` files it cimports, depth first."""
    if not pxd.is_file() or pxd in seen:
        return []
    out = [pxd]
    for line in pxd.read_text().splitlines():
        words = line.split()
        if len(words) >= 4 and words[0] == "from" and words[2] == "cimport":
            parts = words[1].split(".")
            if parts[0] == PACKAGE.name:
                dep = PACKAGE.joinpath(*parts[1:]).with_suffix(".pxd")
                out += [p for p in declarations(dep, (*seen, *out)) if p not in out]
    return out


class NativeFinder(importlib.abc.MetaPathFinder):
    """Finds ``dissector.<module>`` in the build's table ``{full name: shared object path}``
    and loads it with :class:`importlib.machinery.ExtensionFileLoader`; any other name is
    left to the next finder (the module's ``.py``)."""

    def __init__(self, table: dict[str, Path]) -> None:
        self.table = table

    def find_spec(self, fullname, path=None, target=None):  # noqa: ANN001 (importlib's protocol)
        so = self.table.get(fullname)
        if so is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(so))
        return importlib.util.spec_from_file_location(fullname, so, loader=loader)


def _usable() -> tuple[dict[str, Path], dict[str, str]]:
    """``(table, why)``: the compiled modules whose source is the one built (full name ->
    shared object), and each other module of :data:`MODULES` with why it runs as Python."""
    why: dict[str, str] = {}
    table: dict[str, Path] = {}
    try:
        manifest = json.loads(MANIFEST.read_text())
    except (OSError, ValueError):
        return table, {m: "not built" for m in MODULES}
    if manifest.get("python") != sys.implementation.cache_tag:
        return table, {m: f"built for {manifest.get('python')}" for m in MODULES}
    built = manifest.get("modules", {})
    for module in MODULES:
        entry = built.get(module)
        if entry is None:
            why[module] = "not built"
            continue
        so = OUT / entry["file"]
        try:
            same = _digest(source_path(module)) == entry["sha256"]
        except OSError:
            same = False
        if not same:
            why[module] = "source changed since the build"
        elif not so.is_file():
            why[module] = "shared object missing"
        else:
            table[f"{PACKAGE.name}.{module}"] = so
    return table, why


def install() -> NativeFinder | None:
    """Put the compiled modules in front of their sources (first on ``sys.meta_path``);
    None when ``KMIRROR_PURE`` is set or nothing usable was built.  Idempotent."""
    if os.environ.get(PURE_ENV, "") not in ("", "0"):
        return None
    for f in sys.meta_path:
        if isinstance(f, NativeFinder):
            return f
    table, _why = _usable()
    if not table:
        return None
    finder = NativeFinder(table)
    sys.meta_path.insert(0, finder)
    return finder


def status() -> list[tuple[str, str]]:
    """``(module, state)`` for each module of :data:`MODULES`: ``compiled`` (in use unless
    ``KMIRROR_PURE`` is set) or why it runs as Python."""
    table, why = _usable()
    out = []
    for module in MODULES:
        if f"{PACKAGE.name}.{module}" in table:
            out.append((module, "compiled"))
        else:
            out.append((module, why.get(module, "not built")))
    return out


def _manifest() -> dict:
    """The build's manifest, or an empty one (no build, or one for another Python)."""
    try:
        manifest = json.loads(MANIFEST.read_text())
    except (OSError, ValueError):
        return {}
    return manifest if manifest.get("python") == sys.implementation.cache_tag else {}


def stale() -> list[str]:
    """The modules of :data:`MODULES` a build would compile: not built, or built from
    another source (or another Cython)."""
    try:
        from Cython import __version__ as cython_version
    except ImportError:
        cython_version = None
    manifest = _manifest()
    built = manifest.get("modules", {}) if manifest.get("cython") == cython_version else {}
    out = []
    for module in MODULES:
        entry = built.get(module)
        if (
            entry is None
            or _digest(source_path(module)) != entry["sha256"]
            or not (OUT / entry["file"]).is_file()
        ):
            out.append(module)
    return out


def build(jobs: int = 2, quiet: bool = True) -> tuple[dict, list[str], list[str]]:
    """Compile the modules of :data:`MODULES` that are :func:`stale` with Cython and the C
    compiler into :data:`OUT` and record in its manifest each module's shared object and
    the SHA-256 of the source it came from; returns ``(manifest, modules compiled, modules
    Cython refused)`` (none compiled when every module is up to date: a second build costs
    a hash per module; a module Cython refuses runs as Python, the others are compiled).

    Raises ImportError when Cython is not installed, and whatever setuptools raises when
    the compiler fails (``CompileError``, ``DistutilsExecError``); the modules built
    before stay usable, the others run as Python."""
    from Cython import __version__ as cython_version
    from Cython.Build import cythonize
    from Cython.Compiler.Errors import CompileError
    from setuptools import Distribution

    todo = stale()
    failed: list[str] = []
    manifest = _manifest()
    if manifest.get("cython") != cython_version:
        manifest = {}
    if not todo:
        return manifest, [], []
    work = Path(tempfile.mkdtemp(prefix="kmirror-native-"))
    try:
        # Each module is copied under its package path so that Cython names it
        # dissector.<module> (its relative imports resolve against that name).
        sources = []
        digests = {}
        for module in todo:
            src = source_path(module)
            dst = work.joinpath(PACKAGE.name, *module.split(".")).with_suffix(".py")
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_bytes(src.read_bytes())
            digests[module] = hashlib.sha256(source_bytes(src)).hexdigest()
            sources.append(str(dst.relative_to(work)))
        # the declarations (``.pxd``: a module's own, and those another one cimports)
        for pxd in PACKAGE.rglob("*.pxd"):
            to = work / PACKAGE.name / pxd.relative_to(PACKAGE)
            to.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(pxd, to)
        for d in {p.parent for p in work.rglob("*.py")} | {work / PACKAGE.name}:
            (d / "__init__.py").touch()
        cwd = os.getcwd()
        os.chdir(work)
        try:
            options = {"compiler_directives": DIRECTIVES, "quiet": quiet, "language_level": 3}
            try:
                exts = cythonize(sources, nthreads=jobs, **options)
            except CompileError:
                # one module Cython cannot compile costs only that module: the others
                # are compiled one at a time, and it runs as Python
                exts = []
                for module, src in zip(todo, sources, strict=True):
                    try:
                        exts += cythonize([src], **options)
                    except CompileError:
                        failed.append(module)
            for ext in exts:  # no debug info, -O2: half the compile time of -g -O3
                ext.extra_compile_args = ["-O2", "-g0"]
            dist = Distribution({"name": "kmirror-native", "ext_modules": exts})
            cmd = dist.get_command_obj("build_ext")
            cmd.inplace = True
            cmd.parallel = jobs
            cmd.ensure_finalized()
            cmd.run()
        finally:
            os.chdir(cwd)
        OUT.mkdir(parents=True, exist_ok=True)
        modules = dict(manifest.get("modules", {}))
        suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
        for module in todo:
            if module in failed:
                continue
            built = work.joinpath(PACKAGE.name, *module.split(".")).with_suffix(suffix)
            name = f"{PACKAGE.name}.{module}{suffix}"
            tmp = OUT / f".{name}.tmp"
            shutil.copy2(built, tmp)
            os.replace(tmp, OUT / name)  # a running process keeps the file it mapped
            modules[module] = {"file": name, "sha256": digests[module]}
        manifest = {
            "python": sys.implementation.cache_tag,
            "cython": cython_version,
            "modules": {m: modules[m] for m in MODULES if m in modules},
        }
        tmp = MANIFEST.with_suffix(".tmp")
        tmp.write_text(json.dumps(manifest, indent=1) + "\n")
        os.replace(tmp, MANIFEST)
        return manifest, [m for m in todo if m not in failed], failed
    finally:
        shutil.rmtree(work, ignore_errors=True)
