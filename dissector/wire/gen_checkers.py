"""The checkers of the responses' scan layouts written at build time: their table.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

from . import (
    gen_checkers_00,
    gen_checkers_01,
    gen_checkers_02,
    gen_checkers_03,
    gen_checkers_04,
    gen_checkers_05,
    gen_checkers_06,
    gen_checkers_07,
    gen_checkers_08,
    gen_checkers_09,
    gen_checkers_10,
    gen_checkers_11,
    gen_checkers_12,
    gen_checkers_13,
    gen_checkers_14,
    gen_checkers_15,
    gen_checkers_16,
    gen_checkers_17,
)

#: the SHA-256 of what the parts were written from (the run time compares it)
SOURCE_SHA256 = '18e383c236fa7c1a054305ddba8df93e8d873a6eeb89da9d451b0017a5b21725'

#: entity index -> its checker, from every part
CHECKERS = {
    **gen_checkers_00.CHECKERS,
    **gen_checkers_01.CHECKERS,
    **gen_checkers_02.CHECKERS,
    **gen_checkers_03.CHECKERS,
    **gen_checkers_04.CHECKERS,
    **gen_checkers_05.CHECKERS,
    **gen_checkers_06.CHECKERS,
    **gen_checkers_07.CHECKERS,
    **gen_checkers_08.CHECKERS,
    **gen_checkers_09.CHECKERS,
    **gen_checkers_10.CHECKERS,
    **gen_checkers_11.CHECKERS,
    **gen_checkers_12.CHECKERS,
    **gen_checkers_13.CHECKERS,
    **gen_checkers_14.CHECKERS,
    **gen_checkers_15.CHECKERS,
    **gen_checkers_16.CHECKERS,
    **gen_checkers_17.CHECKERS,
}
