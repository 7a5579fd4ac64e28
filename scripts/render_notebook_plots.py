"""Execute a notebook and write the PNG of its README figure; or strip notebook outputs.

    python scripts/render_notebook_plots.py                 # docs/failback_timeline.png
    python scripts/render_notebook_plots.py --notebook notebooks/triage.ipynb --out x.png
    python scripts/render_notebook_plots.py --strip         # strip outputs of notebooks/*.ipynb

The notebook runs top to bottom with nbclient in a kernel of this interpreter (a kernelspec
written to a temporary JUPYTER_PATH), from the notebooks/ folder, on its default parameters
(``KMIRROR_CAPTURE`` / ``KMIRROR_PORTS`` in the environment override them).  The PNG written is
the image/png output of the cell tagged ``readme-figure`` (or ``--cell-tag``), byte for byte
what the notebook shows.  The notebook file itself is not modified.

Needs the ``test`` extras (nbclient, nbformat, ipykernel, matplotlib).
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
KERNEL = "kmirror-python"


def kernelspec(folder: Path) -> Path:
    """Write a kernelspec running this interpreter under ``folder``; returns the folder."""
    d = folder / "kernels" / KERNEL
    d.mkdir(parents=True, exist_ok=True)
    spec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": f"Python ({sys.executable})",
        "language": "python",
        "metadata": {"debugger": False},
    }
    (d / "kernel.json").write_text(json.dumps(spec, indent=1))
    return folder


def execute(path: Path, timeout: int = 120):
    """The notebook at ``path`` executed top to bottom (a new NotebookNode; the file stays)."""
    import nbformat
    from nbclient import NotebookClient
    from traitlets.config import Config

    nb = nbformat.read(path, as_version=4)
    with tempfile.TemporaryDirectory(prefix="kmirror-kernel-") as tmp:
        old = {k: os.environ.get(k) for k in ("JUPYTER_PATH", "MPLBACKEND")}
        os.environ["JUPYTER_PATH"] = os.pathsep.join(
            p for p in (str(kernelspec(Path(tmp))), old["JUPYTER_PATH"]) if p
        )
        os.environ["MPLBACKEND"] = "Agg"
        config = Config()  # local IPC sockets in the temporary folder rather than TCP
        config.KernelManager.transport = "ipc"
        config.KernelManager.ip = str(Path(tmp) / "kernel")
        try:
            NotebookClient(
                nb,
                kernel_name=KERNEL,
                timeout=timeout,
                config=config,
                resources={"metadata": {"path": str(path.parent)}},
            ).execute()
        finally:
            for k, v in old.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    return nb


def tagged_png(nb, tag: str) -> bytes:
    """The first image/png output of the cell tagged ``tag``."""
    for cell in nb.cells:
        if tag in cell.get("metadata", {}).get("tags", []):
            for out in cell.get("outputs", []):
                png = out.get("data", {}).get("image/png")
                if png:
                    return base64.b64decode(png)
            raise SystemExit(f"cell tagged {tag!r} produced no image/png output")
    raise SystemExit(f"no cell tagged {tag!r}")


def strip(path: Path) -> bool:
    """Remove outputs and execution counts from the notebook at ``path``; True if it changed."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    changed = False
    for cell in nb.cells:
        if cell.cell_type == "code":
            if cell.outputs or cell.execution_count is not None:
                changed = True
            cell.outputs = []
            cell.execution_count = None
        for key in ("execution", "collapsed", "scrolled"):
            if key in cell.metadata:
                changed = True
                del cell.metadata[key]
    if changed:
        nbformat.write(nb, path)
    return changed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--notebook", type=Path, default=NOTEBOOKS / "failback_analysis.ipynb")
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "failback_timeline.png")
    ap.add_argument("--cell-tag", default="readme-figure")
    ap.add_argument("--strip", action="store_true", help="strip outputs of notebooks/*.ipynb")
    args = ap.parse_args(argv)
    if args.strip:
        for p in sorted(NOTEBOOKS.glob("*.ipynb")):
            print(f"{p.relative_to(ROOT)}: {'stripped' if strip(p) else 'clean'}")
        return 0
    png = tagged_png(execute(args.notebook.resolve()), args.cell_tag)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(png)
    print(f"{args.out}: {len(png)} bytes from {args.notebook.name} [{args.cell_tag}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
