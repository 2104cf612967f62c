"""Observations as OpenSpiel and PettingZoo want them: canonical strings and fixed-size tensors.

``observe(player)`` is the player's whole information state as JSON data. Its string is that data
as canonical JSON (sorted keys); the table alone (``observe`` without ``knowledge``, what the
player has been shown or told so far) is the observation string.

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
MEMORY = "knowledge"        # the observation's record of what the player was shown or told


def canonical(data) -> str:
    """``data`` as canonical JSON text (sorted keys, no spaces)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def table(observation: dict) -> dict:
    """The observation without the player's record of the past (OpenSpiel's observation)."""
    return {k: v for k, v in observation.items() if k != MEMORY}


def facts(data, path: str = ""):
    """Every ``path=value`` fact of JSON ``data`` (values as Python literals: 1, '1', True)."""
    if isinstance(data, dict):
        for key in sorted(data):
            yield from facts(data[key], f"{path}.{key}")
    elif isinstance(data, list):
        for i, item in enumerate(data):
            if isinstance(item, (dict, list)):
                yield from facts(item, f"{path}[{i}]")
            else:
                value = repr(item)
                yield f"{path}[{i}]={value}"
                yield f"{path}[]={value}"
    else:
        yield f"{path}={data!r}"


def cells(data, size: int, path: str = "") -> list[int]:
    """The tensor cells of the facts of ``data`` (one per fact)."""
    crc32 = zlib.crc32
    return [crc32(fact.encode()) % size for fact in facts(data, path)]


def encode(observation: dict, out: np.ndarray, recall: bool = True,
           memo: dict | None = None) -> np.ndarray:
    """Write the hashed facts of ``observation`` (without its record of the past unless
    ``recall``) into ``out`` and return it. ``memo`` (kept by the caller for one player of one
    game) holds the cells of the record's entries already encoded: the record only grows."""
    size = out.shape[0]
    found = cells(table(observation), size)
    if recall:
        record = observation.get(MEMORY) or []
        done, known = (memo or {}).get("record", (0, []))
        if done > len(record):
            done, known = 0, []
        known = known + [c for i in range(done, len(record))
                         for c in cells(record[i], size, f".{MEMORY}[{i}]")]
        if memo is not None:
            memo["record"] = (len(record), known)
        found += known
    out.fill(0)
    np.add.at(out, found, 1)
    return out
