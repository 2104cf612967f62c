// The clickable table (anywidget ESM). Draws model.scene; pieces a legal move starts from are
// buttons; choosing one opens a menu of its plays beside it; a play that needs a target waits
// for a second click; the chosen move id goes back to Python with model.send. Keyboard: Tab to
// a piece, Enter/Space to open it, arrows in the menu, Escape to step back.

const SVG = "http://www.w3.org/2000/svg";

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text) node.textContent = text;
  return node;
}

function svgEl(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function fill(template, values) {
  return String(template || "").replace(/\{(\w+)\}/g, (_, k) => (k in values ? values[k] : ""));
}

// The ink that reads on a token's fill: white while it stands 3:1 against it (WCAG relative
// luminance), else near-black (a white radar's mark); "" for a fill that is not #rrggbb.
const DARK_INK = "#1b1b1b";
function luminance(hex) {
  const linear = (i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}
function inkOn(color) {
  const hex = /^#([0-9a-f]{6})$/i.exec(color || "");
  if (!hex) return "";
  return 1.05 / (luminance(hex[1]) + 0.05) >= 3 ? "#ffffff" : DARK_INK;   // white while it reads
}

// The frame of a piece as SVG (the text sits above it in HTML, so it wraps and scales).
function frame(piece) {
  const svg = svgEl("svg", { viewBox: "0 0 60 84", class: "rt-t-frame", "aria-hidden": "true",
                             focusable: "false", preserveAspectRatio: "none" });
  if (piece.kind === "slot") {
    svg.appendChild(svgEl("rect", { x: 2, y: 2, width: 56, height: 80, rx: 6, class: "rt-t-slot" }));
  } else if (piece.kind === "token") {
    svg.setAttribute("viewBox", "0 0 60 60");
    if (piece.halo) {             // a shaded place: a ring of the halo colour around the token
      svg.appendChild(svgEl("circle", { cx: 30, cy: 30, r: 29, class: "rt-t-halo",
                                        style: `fill:${piece.halo}` }));
    }
    // a token on a halo or of a light colour is outlined in dark ink, so it shows on both
    const outlined = piece.halo || inkOn(piece.color) === DARK_INK;
    svg.appendChild(svgEl("circle", { cx: 30, cy: 30, r: piece.halo ? 19 : 27,
                                      class: "rt-t-token" + (outlined ? " rt-t-outlined" : ""),
                                      style: piece.color ? `fill:${piece.color}` : "" }));
  } else if (piece.face_up === false) {
    svg.appendChild(svgEl("rect", { x: 2, y: 2, width: 56, height: 80, rx: 6, class: "rt-t-back" }));
    svg.appendChild(svgEl("rect", { x: 9, y: 9, width: 42, height: 66, rx: 4, class: "rt-t-back-inner" }));
  } else {
    svg.appendChild(svgEl("rect", { x: 2, y: 2, width: 56, height: 80, rx: 6, class: "rt-t-paper" }));
    if (piece.color) {
      svg.appendChild(svgEl("path", { d: "M2 16 V8 a6 6 0 0 1 6 -6 H52 a6 6 0 0 1 6 6 V16 Z",
                                      style: `fill:${piece.color}` }));
    }
  }
  return svg;
}

// The width in em of the longest word of ``text`` (a wide character 1, a narrow one 0.6), so
// the CSS can shrink a name until its longest word fits on one line.
function longestWordEms(text) {
  const width = (ch) => (ch.codePointAt(0) > 0x2e80 ? 1 : 0.6);
  const ems = (word) => [...word].reduce((sum, ch) => sum + width(ch), 0);
  return Math.max(1, ...text.split(/\s+/).map(ems)).toFixed(2);
}

// Words of three characters or more on a piece are part of what a listener hears (and its name
// holds them); a symbol or a short mark is left to the name, which says what it means.
function spoken(text) {
  return [...String(text || "")].length > 2;
}

// The piece's accessible name holds the words it shows (WCAG 2.5.3 Label in Name, so a learner
// who speaks what they see reaches the piece): a name that leaves some out begins with them.
function nameOf(piece) {
  const name = piece.name || "";
  if (piece.face_up === false) return name;
  const shown = ["icon", "label", "sub", "badge"].map((key) => piece[key]).filter(spoken).join(" ");
  const flat = (text) => text.toLowerCase().replace(/[\p{P}\p{S}\s]+/gu, " ").trim();
  if (!shown || flat(name).includes(flat(shown))) return name;
  return name ? `${shown}, ${name}` : shown;
}

function pieceNode(piece) {
  const node = el("div", `rt-piece rt-piece-${piece.kind}`);
  node.dataset.id = piece.id;
  if (piece.face_up === false) node.classList.add("rt-face-down");
  if (piece.marked) node.classList.add("rt-marked");
  if (piece.veiled) node.classList.add("rt-veiled");
  if (piece.label_side) node.classList.add("rt-place", `rt-label-${piece.label_side}`);
  if (piece.kind !== "note") node.appendChild(frame(piece));
  if (piece.kind === "token" && inkOn(piece.color)) node.style.setProperty("--rt-token-ink", inkOn(piece.color));
  const ink = piece.kind === "card" && piece.color ? piece.color : "";
  for (const [key, cls] of [["icon", "rt-t-icon"], ["label", "rt-t-label"], ["sub", "rt-t-sub"],
                            ["badge", "rt-t-badge"]]) {
    if (!piece[key]) continue;
    const span = el("span", cls, piece[key]);
    if (key === "icon" && [...piece.icon].length <= 2) span.classList.add("rt-t-glyph");
    if (key === "sub") span.style.setProperty("--rt-ems", longestWordEms(piece.sub));
    if (ink && key !== "icon") span.style.color = ink;
    if (!spoken(piece[key])) span.setAttribute("aria-hidden", "true");   // a symbol, a number
    node.append(span, " ");            // words apart, as a reader of the text takes them
  }
  if (piece.text || piece.name) node.title = [piece.name, piece.text].filter(Boolean).join(" — ");
  return node;
}

// A map zone: its lines as one SVG under the pieces, each piece at its point (in percent of
// the map, so the map scales with the zone's width and nothing scrolls sideways).
function mapRow(zone, place) {
  const { width, height, lines } = zone.map;
  const row = el("div", "rt-t-map");
  row.style.setProperty("--rt-map-w", width);        // the CSS may stretch it on a phone
  row.style.setProperty("--rt-map-h", height);
  if (zone.map.card) {                               // full pieces (rooms), not map markers
    row.classList.add("rt-t-full");
    row.style.setProperty("--rt-map-card-w", zone.map.card[0]);
    row.style.setProperty("--rt-map-card-h", zone.map.card[1]);
    row.style.setProperty("--rt-map-token", `${zone.map.token}px`);
  }
  if (zone.map.max_width) row.style.maxWidth = `${zone.map.max_width}px`;
  const svg = svgEl("svg", { viewBox: `0 0 ${width} ${height}`, class: "rt-t-lines",
                             "aria-hidden": "true", focusable: "false",
                             preserveAspectRatio: "none" });
  for (const line of lines || []) {
    const points = line.points.map((p) => p.join(",")).join(" ");
    svg.appendChild(svgEl("polyline", { points, class: `rt-line rt-line-${line.style}` }));
  }
  row.appendChild(svg);
  for (const piece of zone.pieces) {
    const node = place(piece);
    node.classList.add("rt-t-at");
    const [x, y] = piece.at || [0, 0];
    node.style.left = `${(100 * x) / width}%`;
    node.style.top = `${(100 * y) / height}%`;
    row.appendChild(node);
  }
  return row;
}

function render({ model, el: root }) {
  const table = el("div", "rt-table");
  root.appendChild(table);
  // local UI state: idle | menu (a piece's plays open) | target (a verb chosen) | detail | sent
  let ui = { mode: "idle", item: null, verb: null };
  let focusId = null;
  let queued = false;

  const words = () => model.get("words") || {};
  const moves = () => model.get("moves") || [];
  const movesAt = (item) => moves().filter((m) => m.item === item);
  const verbsAt = (item) => {
    const groups = new Map();
    for (const m of movesAt(item)) {
      if (!groups.has(m.verb)) groups.set(m.verb, []);
      groups.get(m.verb).push(m);
    }
    return groups;
  };
  const pieces = () => {
    const all = new Map();
    for (const zone of model.get("scene").zones || []) {
      all.set(zone.id, { ...zone, kind: "zone", name: zone.label });
      for (const p of zone.pieces) all.set(p.id, p);
    }
    return all;
  };

  function send(move) {
    ui = { mode: "sent", item: move.item, verb: null };
    focusId = move.item;
    model.send({ type: "play", move: move.id, revision: model.get("revision") });
    draw();
  }

  function choose(verb) {
    const group = verbsAt(ui.item).get(verb) || [];
    const targets = group.filter((m) => m.target !== null);
    if (targets.length === 0 && group.length === 1) return send(group[0]);
    ui = { mode: "target", item: ui.item, verb };
    draw();
    const first = table.querySelector(".rt-target");
    if (first) first.focus();
  }

  function back() {
    const item = ui.item;
    ui = { mode: "idle", item: null, verb: null };
    draw();
    const node = item && table.querySelector(`[data-id="${CSS.escape(item)}"]`);
    if (node) node.focus();
  }

  function activate(id) {
    if (ui.mode === "sent") return;
    if (ui.mode === "target") {
      const move = (verbsAt(ui.item).get(ui.verb) || []).find((m) => m.target === id);
      if (move) return send(move);
      if (id === ui.item) return back();
      return;
    }
    if (movesAt(id).length) {
      ui = { mode: "menu", item: id, verb: null };
    } else {
      ui = { mode: "detail", item: id, verb: null };
    }
    draw();
    const first = table.querySelector(".rt-t-menu button");
    if (first) first.focus();
  }

  function interactive(node, id, name, hint) {
    node.tabIndex = 0;
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", [name, hint].filter(Boolean).join(", "));
    node.addEventListener("click", (event) => { event.stopPropagation(); activate(id); });
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        event.stopPropagation();
        activate(id);
      }
    });
  }

  function decorate(node, id, piece) {
    const item = piece.kind === "zone" ? piece : { ...piece, name: nameOf(piece) };
    const pointer = model.get("pointer") || [];
    if (pointer.includes(id)) node.classList.add("rt-pointed");
    const w = words();
    if (ui.mode === "target") {
      const move = (verbsAt(ui.item).get(ui.verb) || []).find((m) => m.target === id);
      if (move) {
        node.classList.add("rt-target");
        interactive(node, id, item.name, move.label);
      } else if (id === ui.item) {
        node.classList.add("rt-selected");
      }
      return;
    }
    const count = movesAt(id).length;
    if (count && ui.mode !== "sent") {
      node.classList.add("rt-legal");
      interactive(node, id, item.name, fill(count === 1 ? w.table_plays_one : w.table_plays,
                                            { n: count }));
    } else if (item.kind !== "zone" && item.text) {
      interactive(node, id, item.name, "");
    } else if (item.name && item.kind !== "zone") {
      node.setAttribute("role", "img");
      node.setAttribute("aria-label", item.name);
    }
    if (id === ui.item && ui.mode !== "idle") node.classList.add("rt-selected");
  }

  function menuNode(item) {
    const w = words();
    const box = el("div", "rt-t-menu");
    box.setAttribute("role", ui.mode === "menu" ? "menu" : "dialog");
    box.setAttribute("aria-label", item.name || w.table_card || "");
    if (item.name) box.appendChild(el("div", "rt-t-menu-title", item.name));
    if (item.text) box.appendChild(el("div", "rt-t-menu-text", item.text));
    if (ui.mode === "menu") {
      for (const [verb, group] of verbsAt(ui.item)) {
        const button = el("button", "rt-t-play", verb);
        button.setAttribute("role", "menuitem");
        if (group.length === 1 && group[0].target === null) button.title = group[0].label;
        button.addEventListener("click", (event) => { event.stopPropagation(); choose(verb); });
        box.appendChild(button);
      }
    }
    const close = el("button", "rt-t-cancel", ui.mode === "menu" ? w.table_cancel : w.table_close);
    close.addEventListener("click", (event) => { event.stopPropagation(); back(); });
    box.appendChild(close);
    box.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      const buttons = [...box.querySelectorAll("button")];
      const at = buttons.indexOf(document.activeElement);
      const next = (at + (event.key === "ArrowDown" ? 1 : buttons.length - 1)) % buttons.length;
      buttons[next].focus();
    });
    return box;
  }

  function place(menu, anchor) {
    // beside the chosen piece, kept inside the table's width (no horizontal scrolling)
    const outer = table.getBoundingClientRect();
    const at = anchor.getBoundingClientRect();
    const width = Math.min(menu.offsetWidth, outer.width);
    let left = at.left - outer.left;
    left = Math.max(0, Math.min(left, outer.width - width));
    menu.style.left = `${left}px`;
    menu.style.top = `${at.bottom - outer.top + 4}px`;
    // grow the table so the menu never spills into a scrolling output area
    const need = menu.offsetTop + menu.offsetHeight + 6;
    if (need > table.offsetHeight) table.style.minHeight = `${need}px`;
  }

  function draw() {
    queued = false;
    const scene = model.get("scene") || { zones: [] };
    const all = pieces();
    if (ui.item !== null && !all.has(ui.item)) ui = { mode: "idle", item: null, verb: null };
    const active = document.activeElement;
    if (active && table.contains(active) && active.dataset && active.dataset.id) {
      focusId = active.dataset.id;
    }
    table.replaceChildren();
    table.style.minHeight = "";
    table.setAttribute("role", "group");
    table.setAttribute("aria-label", scene.caption || "");
    table.lang = model.get("lang") || "en";
    table.classList.toggle("rt-busy", ui.mode === "sent");
    const prompt = el("div", "rt-t-prompt");
    prompt.setAttribute("aria-live", "polite");
    if (ui.mode === "target") prompt.textContent = fill(words().table_target, { verb: ui.verb });
    else if (ui.mode === "sent") prompt.textContent = words().table_sent || "";
    else if (scene.status) prompt.textContent = scene.status;
    table.appendChild(prompt);
    const zones = el("div", "rt-t-zones");
    for (const zone of scene.zones || []) {
      const box = el("section", "rt-t-zone" + (zone.wide ? " rt-wide" : ""));
      box.dataset.id = zone.id;
      box.setAttribute("aria-label", zone.label);
      box.appendChild(el("div", "rt-t-zone-label", zone.label));
      const placed = (piece) => {
        const node = pieceNode(piece);
        decorate(node, piece.id, piece);
        return node;
      };
      if (zone.map) {
        box.classList.add("rt-t-map-zone");
        box.appendChild(mapRow(zone, placed));
      } else {
        const row = el("div", "rt-t-pieces");
        for (const piece of zone.pieces) row.appendChild(placed(piece));
        if (!zone.pieces.length && zone.empty) row.appendChild(el("span", "rt-t-empty", zone.empty));
        box.appendChild(row);
      }
      decorate(box, zone.id, all.get(zone.id));
      zones.appendChild(box);
    }
    table.appendChild(zones);
    const loose = movesAt(null);               // plays on no piece: one button each, in full
    if (loose.length && ui.mode !== "target") {
      const bar = el("div", "rt-t-actions");
      bar.setAttribute("role", "group");
      bar.setAttribute("aria-label", words().table_other || "");
      for (const move of loose) {
        const button = el("button", "rt-t-play", move.label);
        button.dataset.id = `move:${move.id}`;
        button.disabled = ui.mode === "sent";
        button.addEventListener("click", () => send(move));
        bar.appendChild(button);
      }
      table.appendChild(bar);
    }
    if ((ui.mode === "menu" || ui.mode === "detail") && all.has(ui.item)) {
      const menu = menuNode(all.get(ui.item));
      table.appendChild(menu);
      const anchor = table.querySelector(`[data-id="${CSS.escape(ui.item)}"]`);
      if (anchor) place(menu, anchor);
    }
    if (focusId && ui.mode !== "menu" && ui.mode !== "detail") {
      const again = table.querySelector(`[data-id="${CSS.escape(focusId)}"][tabindex="0"]`);
      if (again) again.focus();
    }
  }

  function schedule() {
    if (!queued) {
      queued = true;
      queueMicrotask(draw);
    }
  }

  function reset() {
    // a new revision from Python: the play was taken (or refused); start from idle again
    ui = { mode: "idle", item: null, verb: null };
    schedule();
  }

  function onKey(event) {
    if (event.key === "Escape" && ui.mode !== "idle" && ui.mode !== "sent") {
      event.preventDefault();
      event.stopPropagation();
      back();
    }
  }

  function onOutside(event) {
    if ((ui.mode === "menu" || ui.mode === "detail") && !table.querySelector(".rt-t-menu")?.contains(event.target)) {
      ui = { mode: "idle", item: null, verb: null };
      draw();
    }
  }

  // a phone turned, a window resized: the open menu moves with its piece (width changes only,
  // so the menu's own growth of the table does not feed back)
  let width = 0;
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => {
    const now = table.offsetWidth;
    if (now === width) return;
    width = now;
    requestAnimationFrame(() => {
      const menu = table.querySelector(".rt-t-menu");
      const anchor = ui.item && table.querySelector(`[data-id="${CSS.escape(ui.item)}"]`);
      if (!menu || !anchor) return;
      table.style.minHeight = "";
      place(menu, anchor);
    });
  });
  if (resized) resized.observe(table);
  table.addEventListener("keydown", onKey);
  table.addEventListener("click", onOutside);
  const events = ["change:scene", "change:moves", "change:pointer", "change:words"];
  for (const name of events) model.on(name, schedule);
  model.on("change:revision", reset);
  draw();
  return () => {
    for (const name of events) model.off(name, schedule);
    model.off("change:revision", reset);
    if (resized) resized.disconnect();
    table.removeEventListener("keydown", onKey);
    table.removeEventListener("click", onOutside);
  };
}

export default { render };
