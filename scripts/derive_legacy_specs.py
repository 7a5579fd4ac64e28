#!/usr/bin/env python3
"""Write dissector/kafka/legacy/*.json (see :mod:`codegen.legacy`, which does the work)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from codegen.legacy import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
