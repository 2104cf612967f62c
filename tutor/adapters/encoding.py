"""Observations as OpenSpiel and PettingZoo want them: canonical strings and fixed-size tensors.

``observe(player)`` is the player's information state as JSON data; the adapters add the
player's own decisions so far (``my_moves``: OpenSpiel's information states have perfect recall,
and an observation need not show every choice its player made, e.g. the order in which they are
laying cards back). The information-state string is that data as canonical JSON (sorted keys);
the observation string is the same without the two records of the past (``knowledge``, all the
player was shown or told, and ``my_moves``): the table as it stands.

The tensor is a hashed bag of the observation's facts (feature hashing: Weinberger et al.,
2009): every scalar in the data becomes a fact ``path=value`` (list items both with their
position, ``hand[2]=C5-G``, and without, ``hand[]=C5-G``, so that a card's slot and its presence
are both features); each fact adds 1 at ``crc32(fact) % TENSOR_SIZE``. The shape is the same for
every game, player count and position; two equal observations give equal tensors; unrelated
facts can share a cell (the price of a fixed shape over observations of unbounded variety).
"""

from __future__ import annotations

import json
import zlib

import numpy as np

TENSOR_SIZE = 4096          # cells of every observation and information-state tensor
# the records of the past: what the player was shown or told, and their own decisions
RECORDS = ("knowledge", "my_moves")


def canonical(data) -> str:
    """``data`` as canonical JSON text (sorted keys, no spaces)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def table(observation: dict) -> dict:
    """The observation without the player's records of the past (OpenSpiel's observation)."""
    return {k: v for k, v in observation.items() if k not in RECORDS}


def facts(data, path: str = ""):
    """Every ``path=value`` fact of JSON ``data`` (values as Python literals: 1, '1', True)."""
    if isinstance(data, dict):
        for key in sorted(data):
            yield from facts(data[key], f"{path}.{key}")
    elif isinstance(data, list):
        for i, item in enumerate(data):
            yield from item_facts(item, path, i)
    else:
        yield f"{path}={data!r}"


def item_facts(item, path: str, index: int):
    """The facts of item ``index`` of the list at ``path``: a scalar both with its position and
    without (``hand[2]=...``, ``hand[]=...``), a container by its position."""
    if isinstance(item, (dict, list)):
        yield from facts(item, f"{path}[{index}]")
    else:
        yield f"{path}[{index}]={item!r}"
        yield f"{path}[]={item!r}"


def cells(found, size: int) -> list[int]:
    """The tensor cells of some facts (one per fact)."""
    crc32 = zlib.crc32
    return [crc32(fact.encode()) % size for fact in found]


def encode(observation: dict, out: np.ndarray, recall: bool = True,
           memo: dict | None = None) -> np.ndarray:
    """Write the hashed facts of ``observation`` (without its records of the past unless
    ``recall``) into ``out`` and return it. ``memo`` (kept by the caller for one player of one
    game) holds the cells of the records' entries already encoded: the records only grow."""
    size = out.shape[0]
    found = cells(facts(table(observation)), size)
    for key in RECORDS if recall else ():
        found += _record_cells(observation.get(key) or [], f".{key}", size, memo)
    out.fill(0)
    np.add.at(out, found, 1)
    return out


def _record_cells(record: list, path: str, size: int, memo: dict | None) -> list[int]:
    """The cells of one record's facts, those of entries encoded before taken from ``memo``."""
    done, known = (memo or {}).get(path, (0, []))
    if done > len(record):
        done, known = 0, []
    known = known + [c for i in range(done, len(record))
                     for c in cells(item_facts(record[i], path, i), size)]
    if memo is not None:
        memo[path] = (len(record), known)
    return known
