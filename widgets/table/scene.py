"""A board scene: zones of pieces (cards, slots, tokens, notes) with stable ids, as plain data.

A game draws its table with a pure function ``scene_of(observation, lang) -> Scene`` built from
the viewer's ``observe()`` only; the ``Board`` widget sends ``Scene.to_json()`` to the browser,
which draws every piece as SVG inside a wrapping row per zone (so the table reflows from a
phone to a desktop). Ids name what the rules name: a card id for a card the viewer may know, a
seat or place name for a slot; a hidden card gets a positional id ("p2-hand-0"), never its own.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Iterator

KINDS = ("card", "slot", "token", "note")


class SceneError(ValueError):
    """A scene that cannot be drawn (duplicate or empty ids, unknown piece kinds)."""


@dataclass(frozen=True)
class Piece:
    """One thing on the table that a click or a lesson can point at."""

    id: str                      # stable id, unique in the scene
    kind: str = "card"           # card | slot (an empty place) | token (a round marker) | note
    label: str = ""              # big text on the face
    sub: str = ""                # small line under the label
    color: str = ""              # ink / accent colour of the face (a guild, a company)
    icon: str = ""               # a short symbol in the top corner, so colour is not the only cue
    face_up: bool = True         # False draws the back; label, sub, icon and text are dropped
    veiled: bool = False         # face up for the viewer only (their own face-down Guard)
    name: str = ""               # accessible name (default: label and sub)
    text: str = ""               # what the card says, shown on hover and on tap
    badge: str = ""              # a small count or mark in the bottom corner ("×3", "🔑")
    marked: bool = False         # drawn with the accent outline (e.g. the viewer's choice)
    at: tuple = ()               # (x, y) in the units of its zone's ``MapLayout`` (map zones only)
    halo: str = ""               # a colour ring drawn around a token (a shaded place on a map)
    label_side: str = ""         # on a map: the side of the token its label sits on (below,
                                 # above, right, left; default below), with a tap area of 32 px

    def to_json(self) -> dict:
        """Only the fields that differ from the defaults (and nothing of a face-down card)."""
        data = {"id": self.id, "kind": self.kind}
        hidden = {"label", "sub", "icon", "text", "color"} if not self.face_up else set()
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in ("id", "kind") or f.name in hidden or value == f.default:
                continue
            data[f.name] = list(value) if f.name == "at" else value
        data["name"] = self.accessible_name()
        return data

    def accessible_name(self) -> str:
        """The name a screen reader reads (the face-down ``name`` must say only what is public)."""
        if self.name:
            return self.name
        return " ".join(p for p in (self.label, self.sub) if p) if self.face_up else ""


@dataclass(frozen=True)
class Line:
    """A line drawn under a map zone's pieces: a road, a route; ``style`` is a CSS suffix
    (``road``, ``dashed``, ``trail``) drawn as ``rt-line-<style>``."""

    points: tuple                # ((x, y), ...) in the map's units
    style: str = "road"

    def to_json(self) -> dict:
        return {"points": [list(p) for p in self.points], "style": self.style}


@dataclass(frozen=True)
class MapLayout:
    """A zone drawn as a map: pieces at their ``at`` point in a ``width`` x ``height`` plane
    (scaled to the zone's width, so it reflows from a phone to a desktop), over ``lines``.

    By default pieces are small map markers (cities, barriers). With ``card=(w, h)`` the map
    holds full pieces (the rooms of a building): cards and slots are drawn ``w`` x ``h`` map
    units, tokens keep the face they have in a row at ``token`` px across (a tap target), and
    notes are a card wide; ``max_width`` (px) caps how wide the map grows on a desktop."""

    width: int
    height: int
    lines: tuple = ()
    card: tuple = ()             # (w, h) in map units: full pieces, not markers
    token: int = 0               # token diameter in px on a map of full pieces (0: 34)
    max_width: int = 0           # px; 0: the board's default

    def to_json(self) -> dict:
        data = {"width": self.width, "height": self.height,
                "lines": [line.to_json() for line in self.lines]}
        if self.card:
            data["card"] = list(self.card)
            data["token"] = self.token or 34
        if self.max_width:
            data["max_width"] = self.max_width
        return data


@dataclass(frozen=True)
class Zone:
    """A titled group of pieces (a hand, a play area, a seat); the zone itself is a region id."""

    id: str
    label: str
    pieces: tuple = ()
    wide: bool = False           # take a whole row (else zones sit side by side when they fit)
    empty: str = ""              # text shown when there are no pieces
    map: MapLayout | None = None # draw the pieces at their points on a map (else in a row)

    def to_json(self) -> dict:
        data = {"id": self.id, "label": self.label, "pieces": [p.to_json() for p in self.pieces]}
        if self.wide:
            data["wide"] = True
        if self.map is not None:
            data["map"] = self.map.to_json()
        if self.empty:
            data["empty"] = self.empty
        return data


@dataclass(frozen=True)
class Scene:
    """The whole table as one viewer sees it: ``caption`` names it for screen readers."""

    zones: tuple = ()
    caption: str = ""
    status: str = ""             # one line above the zones (whose turn, the phase)

    def __post_init__(self):
        seen: set[str] = set()
        for item_id, kind in self._ids():
            if not item_id or not isinstance(item_id, str):
                raise SceneError(f"every zone and piece needs a string id, got {item_id!r}")
            if item_id in seen:
                raise SceneError(f"id {item_id!r} appears twice in the scene")
            if kind is not None and kind not in KINDS:
                raise SceneError(f"piece {item_id!r} has kind {kind!r}; kinds: {', '.join(KINDS)}")
            seen.add(item_id)

    def _ids(self) -> Iterator[tuple[str, str | None]]:
        for zone in self.zones:
            yield zone.id, None
            for piece in zone.pieces:
                yield piece.id, piece.kind

    def ids(self) -> set[str]:
        """Every zone and piece id."""
        return {item_id for item_id, _ in self._ids()}

    def piece(self, item_id: str) -> Piece | Zone:
        """The piece or zone with this id."""
        for zone in self.zones:
            if zone.id == item_id:
                return zone
            for piece in zone.pieces:
                if piece.id == item_id:
                    return piece
        raise KeyError(f"no piece or zone {item_id!r} in the scene")

    def to_json(self) -> dict:
        data = {"zones": [z.to_json() for z in self.zones], "caption": self.caption}
        if self.status:
            data["status"] = self.status
        return data
