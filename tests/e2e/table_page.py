"""The clickable table drawn on a bare page in JupyterLab's light or dark theme, without a
server or a kernel: board.js and board.css as the Board widget ships them, the theme's own
variables (from JupyterLab's installed theme), and a stand-in for the widget's model that holds
a scene. The contrast test measures pieces on it in seconds."""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

import widgets.table.board as board

THEMES = ("light", "dark")
WIDTHS = (390, 1280)
THEME_CSS = (Path(sys.prefix) / "share" / "jupyter" / "lab" / "themes" / "@jupyterlab" /
             "theme-{theme}-extension" / "index.css")


@cache
def theme_variables(theme: str) -> str:
    """The ``:root`` rule of JupyterLab's installed theme (its colour variables)."""
    css = Path(str(THEME_CSS).format(theme=theme)).read_text(encoding="utf-8")
    match = re.search(r":root\s*\{[^}]*\}", css)
    assert match, f"no :root rule in JupyterLab's {theme} theme"
    return match.group(0)


def html(theme: str, extra_css: str = "") -> str:
    """A page with the theme, the board's CSS and an empty root for the table."""
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Table</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>{theme_variables(theme)}</style>
<style>body {{ margin: 8px; background: var(--jp-layout-color0); }}</style>
<style>{board.Board._css}</style><style>{extra_css}</style>
</head><body><div id="root" class="rt-table-board"></div></body></html>"""


DRAW = """async ([source, state]) => {
  const url = URL.createObjectURL(new Blob([source], {type: "text/javascript"}));
  const module = await import(url);
  const model = {get: (key) => state[key], on() {}, off() {}, send() {}};
  const root = document.getElementById("root");
  root.replaceChildren();
  module.default.render({model, el: root});
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}"""


def draw(page, scene: dict, theme: str, width: int, extra_css: str = "",
         playable: bool = False) -> None:
    """Draw ``scene`` (Scene.to_json()) on ``page`` at ``width`` px in ``theme``; no play is
    offered, or with ``playable`` one on every piece (each is then a button)."""
    page.set_viewport_size({"width": width, "height": 900})
    page.set_content(html(theme, extra_css))
    ids = [p["id"] for z in scene["zones"] for p in z["pieces"]] if playable else []
    moves = [{"id": f"m{i}", "item": item, "target": None, "verb": "Play", "label": "Play"}
             for i, item in enumerate(ids)]
    words = {"table_plays_one": "1 play", "table_plays": "{n} plays"}
    state = {"scene": scene, "moves": moves, "pointer": [], "words": words, "lang": "en",
             "revision": 0}
    page.evaluate(DRAW, [board.Board._esm, state])
    # the whole table in the viewport: the browser says what is under a point only there
    height = page.evaluate("document.documentElement.scrollHeight")
    page.set_viewport_size({"width": width, "height": max(900, height)})


# Every drawn mark of every piece: the colours it is drawn in and, at a few points, the colour
# behind it there (what the browser paints at that point under the mark, translucent layers
# blended down to an opaque one). A piece's outer shape (a card, a token, a halo) is measured
# against what is just outside its four sides, a shape drawn on it (a token on its halo, a band
# on a card) against that shape, text at five points across its box. A shape counts by its fill
# or its outline, whichever stands out more; the inner line of a card back is decoration.
MARKS = """(wanted) => {
  const parse = (css) => {
    const m = /rgba?\\(([^)]+)\\)/.exec(css || "");
    if (!m) return null;
    const [r, g, b, a = "1"] = m[1].split(/[ ,\\/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  };
  const styles = new Map();
  const css = (node) => {
    if (!styles.has(node)) styles.set(node, getComputedStyle(node));
    return styles.get(node);
  };
  const opacities = new Map();
  const opacity = (node) => {
    if (!node || node.nodeType !== 1) return 1;
    if (!opacities.has(node)) opacities.set(node, Number(css(node).opacity) * opacity(node.parentNode));
    return opacities.get(node);
  };
  const SHAPES = new Set(["circle", "rect", "path", "polyline", "ellipse", "line", "polygon"]);
  const TEXT = ".rt-t-icon, .rt-t-label, .rt-t-sub, .rt-t-badge";
  const paint = (node) => {          // [r, g, b, alpha] a node paints, or null
    const style = css(node);
    if (style.visibility === "hidden" || node.matches(TEXT)) return null;
    let colour = null;
    if (SHAPES.has(node.localName)) {
      colour = parse(style.fill);
      if (colour) colour[3] *= Number(style.fillOpacity);
      else colour = parse(style.stroke);
    } else {
      colour = parse(style.backgroundColor);
    }
    if (!colour || colour[3] === 0) return null;
    colour[3] *= opacity(node);
    return colour;
  };
  const over = (top, under) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));
  const above = (mark, node) =>          // a later shape of the same drawing paints over the mark
    mark.parentNode === node.parentNode &&
    (mark.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
  const behind = (mark, [x, y], lines = true) => {
    const stack = document.elementsFromPoint(x, y);
    const layers = [];
    for (const node of stack.slice(stack.indexOf(mark) + 1)) {
      if (node === mark || mark.contains(node) || above(mark, node)) continue;
      if (!lines && node.matches(".rt-line")) continue;
      const colour = paint(node);
      if (!colour) continue;
      layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let colour = [255, 255, 255];                 // the canvas under everything
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const sides = (b, pad) => [[b.left + b.width / 2, b.top - pad], [b.left + b.width / 2, b.bottom + pad],
                             [b.left - pad, b.top + b.height / 2], [b.right + pad, b.top + b.height / 2]];
  const across = (b) => [[0.5, 0.5], [0.25, 0.5], [0.75, 0.5], [0.5, 0.3], [0.5, 0.7]]
    .map(([fx, fy]) => [b.left + fx * b.width, b.top + fy * b.height]);
  const out = [];
  const measure = (piece, index, zone) => {
    // an empty road point of a map (a place where a piece may go, drawn faint until a play may
    // use it) is not a piece: its outline is left out
    const place = piece.matches(".rt-t-map:not(.rt-t-full) .rt-piece-slot:not(.rt-legal)");
    const frame = piece.querySelector(".rt-t-frame");
    const marks = [...piece.querySelectorAll(
      (place ? "" : ".rt-t-frame > :not(.rt-t-back-inner), ") + TEXT)];
    for (const mark of marks) {
      const box = mark.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const style = css(mark);
      const alpha = opacity(mark);
      const record = {index, zone, id: piece.dataset.id, mark: mark.getAttribute("class") || "band",
                      text: mark.textContent};
      if (SHAPES.has(mark.localName)) {
        // the outer shape against what is around the piece; a shape drawn on another (a token on
        // its halo, a card's band on its paper) against that shape, as it shows there
        const outer = frame.firstElementChild;
        if (!around.has(outer)) {
          // a road or corridor that runs into a marker is not what the marker is seen against
          around.set(outer, sides(outer.getBoundingClientRect(), 1.5).map((p) => behind(outer, p, false)));
        }
        let unders = around.get(outer);
        if (mark !== outer) {
          const base = paint(mark.previousElementSibling);
          if (base) unders = unders.map((u) => over(base, u));
        }
        const fill = parse(style.fill);
        if (fill) fill[3] *= Number(style.fillOpacity);
        const inks = [fill, style.strokeWidth !== "0px" ? parse(style.stroke) : null]
          .filter(Boolean);
        record.samples = unders.map((u) => [inks.map((c) => over([c[0], c[1], c[2], c[3] * alpha], u)), u]);
      } else {
        // text against its own background, else against the shadow it casts round each glyph
        // (a map's names), else against what is behind it
        const own = parse(style.backgroundColor);
        const shadow = style.textShadow !== "none" ? parse(style.textShadow) : null;
        const c = parse(style.color);
        record.samples = across(box).map((p) => {
          const u = behind(mark, p);
          const ground = own && own[3] > 0 ? over(own, u) : shadow ? over(shadow, u) : u;
          return [[over([c[0], c[1], c[2], c[3] * alpha], ground)], ground];
        });
      }
      out.push(record);
    }
  };
  // one zone shown at a time: the browser then looks through that zone's pieces only for what
  // is under a point (the others are put back after)
  const around = new Map();
  const zones = [...document.querySelectorAll(".rt-t-zone")];
  const pieces = [...document.querySelectorAll(".rt-piece")];
  for (const zone of zones) {
    const chosen = pieces.filter((piece) => zone.contains(piece) && (!wanted ||
      wanted.some(([z, p]) => z === zone.dataset.id && p === piece.dataset.id)));
    if (!chosen.length) continue;
    for (const other of zones) if (other !== zone) other.style.display = "none";
    for (const piece of chosen) measure(piece, pieces.indexOf(piece), zone.dataset.id);
    for (const other of zones) other.style.display = "";
  }
  return out;
}"""


def marks(page, wanted: list | None = None) -> list[dict]:
    """Every mark of every piece on ``page`` (of the (zone id, piece id) pairs ``wanted``):
    ``zone``, ``id``, ``index`` (of the piece in the page), ``mark`` (its class), ``text`` and
    ``samples``: at each point looked at, (the colours it is drawn in as seen there, the colour
    behind it there)."""
    return page.evaluate(MARKS, wanted)
