"""A Ctrl-C while the ``kmirror`` script is still importing its command line ends in one
line and exit 1, as one during a command does (``kmirror: error: aborted``), not a
traceback: the script's entry (:func:`dissector.__main__.run`) imports the command line
itself."""

from __future__ import annotations

import subprocess
import sys

# the interrupt arrives while ``dissector.cli`` is being imported (deterministically:
# the import raises it, as Python raises a SIGINT between two bytecodes of the import)
INTERRUPTED = """
import builtins, sys
real = builtins.__import__
def interrupted(name, globals=None, locals=None, fromlist=(), level=0):
    if name == "cli" and level == 1 or name == "dissector.cli":
        raise KeyboardInterrupt
    return real(name, globals, locals, fromlist, level)
builtins.__import__ = interrupted
sys.argv = ["kmirror", "read", "nothing.pcap"]
from dissector.__main__ import run
run()
"""


def test_ctrl_c_while_importing_is_one_line():
    p = subprocess.run([sys.executable, "-c", INTERRUPTED], capture_output=True, text=True)
    assert p.returncode == 1
    assert p.stderr == "kmirror: error: aborted\n"
    assert "Traceback" not in p.stderr


def test_the_script_entry_runs_the_command_line():
    p = subprocess.run(
        [sys.executable, "-c", "import sys; sys.argv = ['kmirror', '--version'];"
         "from dissector.__main__ import run; run()"],
        capture_output=True, text=True,
    )
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("kmirror")
