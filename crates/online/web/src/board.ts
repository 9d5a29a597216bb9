// The board: an SVG of 7x7 (or 8x8) cells of 100 units, each playable square a focusable
// `g.square` holding its `g.column` (one disc per man, the commander on top). It draws
// positions, marks squares, and animates moves hop by hop.
import { t } from "./i18n";
import {
  applyHop,
  boardSize,
  clonePosition,
  coords,
  FILES,
  formatPosition,
  isOfficer,
  jumped,
  moveSquares,
  squareAt,
  squaresOf,
  type Man,
  type Position,
} from "./rules";

const SVG = "http://www.w3.org/2000/svg";
const CELL = 100;
const RX = 36;
const RY = 21;
const THICK = 9;
const HOP_MS = 300;

export interface Marks {
  selected: string | null;
  landings: ReadonlySet<string>;
  path: readonly string[];
  lastFrom: string | null;
  lastTo: string | null;
}

export interface BoardEvents {
  activate(square: string): void;
  cancel(): void;
  inspect(square: string | null): void;
}

function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number> = {},
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The men of a column in words, for the square's aria-label. */
export function describeSquare(square: string, men: readonly Man[] | undefined): string {
  if (!men || men.length === 0) return t("square-empty", { square });
  const top = t(`man-${men[0]}`);
  const runs: string[] = [];
  let i = 1;
  while (i < men.length) {
    let j = i;
    while (j < men.length && men[j] === men[i]) j++;
    runs.push(t("men-run", { kind: men[i]!, count: j - i }));
    i = j;
  }
  if (runs.length === 0) return t("square-men", { square, top });
  return t("square-men-under", { square, top, under: runs.join(", ") });
}

/** The discs of a column, bottom first, as SVG markup (coordinates within its cell). */
function discsMarkup(men: readonly Man[]): string {
  const n = men.length;
  const step = n > 1 ? Math.min(THICK, 38 / (n - 1)) : 0;
  const height = (n - 1) * step;
  const yTop = 50 - (height + THICK) / 2;
  let out = "";
  for (let i = n - 1; i >= 0; i--) {
    const man = men[i]!;
    const y = yTop + i * step;
    const tone = man.toLowerCase();
    out +=
      `<g class="man m-${tone}${isOfficer(man) ? " officer" : ""}">` +
      `<path class="side" d="M${50 - RX} ${y}v${THICK}a${RX} ${RY} 0 0 0 ${2 * RX} 0v${-THICK}z"/>` +
      (isOfficer(man)
        ? `<path class="band" d="M${50 - RX} ${y + THICK - 3}a${RX} ${RY} 0 0 0 ${2 * RX} 0"/>`
        : "") +
      `<ellipse class="top" cx="50" cy="${y}" rx="${RX}" ry="${RY}"/>` +
      `<ellipse class="rim" cx="50" cy="${y}" rx="${RX - 8}" ry="${RY - 5}"/>`;
    if (i === 0 && isOfficer(man)) {
      out +=
        `<path class="crown" d="M36 ${y + 7}L32 ${y - 7}L41 ${y - 1}L50 ${y - 11}L59 ${y - 1}` +
        `L68 ${y - 7}L64 ${y + 7}Z"/>`;
    }
    out += "</g>";
  }
  if (n >= 4) {
    const cy = Math.max(13, yTop - 12);
    out +=
      `<g class="height"><circle cx="86" cy="${cy}" r="13"/>` +
      `<text x="86" y="${cy}" dy="0.36em">${n}</text></g>`;
  }
  return out;
}

export class Board {
  private flipped = false;
  private readonly squares = new Map<string, SVGGElement>();
  private readonly squareLayer = el("g", { class: "squares" });
  private readonly coordLayer = el("g", { class: "coords", "aria-hidden": "true" });
  private readonly backLayer = el("g", { class: "back", "aria-hidden": "true" });
  private readonly animLayer = el("g", { class: "anim", "aria-hidden": "true" });
  /** The engine's move, drawn over the board (the analysis). */
  private readonly arrowLayer = el("g", { class: "arrow", "aria-hidden": "true" });
  private shown: Position = { side: "white", columns: new Map(), variant: "lasca7" };
  /** The board's width: 7, or 8 for Lasca 8x8 and bashni. */
  private size = 7;
  /** Where arrow keys aim: the file and rank remembered across moves in one direction. */
  private aim: [number, number] = [2, 3];

  constructor(
    readonly svg: SVGSVGElement,
    private readonly events: BoardEvents,
  ) {
    svg.append(this.backLayer, this.squareLayer, this.coordLayer, this.animLayer, this.arrowLayer);
    svg.addEventListener("pointerleave", () => this.events.inspect(null));
    const head = el("marker", { id: "arrow-head", viewBox: "0 0 10 10", refX: 6, refY: 5, markerWidth: 3, markerHeight: 3, orient: "auto" });
    head.append(el("path", { d: "M0,0 L10,5 L0,10 z" }));
    const defs = el("defs");
    defs.append(head);
    svg.prepend(defs);
    this.build(7);
  }

  /** Makes the squares of a board `size` wide (a game of the other size replaces them). */
  private build(size: number): void {
    this.size = size;
    this.svg.setAttribute("viewBox", `0 0 ${size * CELL} ${size * CELL}`);
    this.svg.dataset.size = String(size);
    this.squares.clear();
    this.squareLayer.replaceChildren();
    for (const square of squaresOf(size)) {
      // One tab stop for the whole board (a roving tabindex): the arrows move between
      // squares, and Tab goes on to the panel.
      const g = el("g", { class: "square", "data-square": square, role: "button", tabindex: -1 });
      g.append(
        el("rect", { width: CELL, height: CELL }),
        el("circle", { class: "hint", cx: 50, cy: 50, r: 15 }),
        el("g", { class: "column", "data-square": square, "aria-hidden": "true" }),
      );
      g.addEventListener("click", () => {
        this.events.activate(square);
      });
      g.addEventListener("pointerenter", () => this.events.inspect(square));
      g.addEventListener("focus", () => {
        this.aim = coordsOf(square);
        this.rove(square);
        this.events.inspect(square);
      });
      g.addEventListener("keydown", (event) => this.key(event, square));
      this.squares.set(square, g);
    }
    this.layout();
    this.rove(this.squares.has("c3") ? "c3" : squaresOf(size)[0]!);
  }

  /** Makes `square` the board's one tab stop. */
  private rove(square: string): void {
    for (const [name, g] of this.squares) g.setAttribute("tabindex", name === square ? "0" : "-1");
  }

  get isFlipped(): boolean {
    return this.flipped;
  }

  setFlipped(flipped: boolean): void {
    this.flipped = flipped;
    this.layout();
  }

  /** The top-left corner of a square's cell on screen. */
  private cell(square: string): [number, number] {
    const [file, rank] = coords(square);
    const size = this.size;
    return this.flipped ? [(size - 1 - file) * CELL, (rank - 1) * CELL] : [file * CELL, (size - rank) * CELL];
  }

  private layout(): void {
    this.svg.dataset.flipped = String(this.flipped);
    // Back rows first, so a tall column in front covers what stands behind it.
    const size = this.size;
    const order = [...this.squares.keys()].sort((a, b) => this.cell(a)[1] - this.cell(b)[1] || this.cell(a)[0] - this.cell(b)[0]);
    for (const square of order) {
      const g = this.squares.get(square)!;
      const [x, y] = this.cell(square);
      g.setAttribute("transform", `translate(${x} ${y})`);
      this.squareLayer.append(g);
    }
    let back = "";
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        // The light squares, never played on (a1 is a dark, playable square on both boards).
        if ((row + col) % 2 === (size === 7 ? 1 : 0)) back += `<rect x="${col * CELL}" y="${row * CELL}" width="${CELL}" height="${CELL}"/>`;
      }
    }
    this.backLayer.innerHTML = back;
    let labels = "";
    for (let i = 0; i < size; i++) {
      const file = this.flipped ? FILES[size - 1 - i]! : FILES[i]!;
      const rank = this.flipped ? i + 1 : size - i;
      labels += `<text class="file" x="${i * CELL + 94}" y="${size * CELL - 6}">${file}</text>`;
      labels += `<text class="rank" x="5" y="${i * CELL + 18}">${rank}</text>`;
    }
    this.coordLayer.innerHTML = labels;
  }

  /** Shows a position at once (and says so in data-position). */
  show(position: Position, ply: number, text?: string): void {
    if (boardSize(position.variant) !== this.size) this.build(boardSize(position.variant));
    this.shown = clonePosition(position);
    this.svg.dataset.position = text ?? formatPosition(position);
    this.svg.dataset.ply = String(ply);
    this.drawColumns();
  }

  /** The position on the board now. */
  get position(): Position {
    return this.shown;
  }

  private drawColumns(): void {
    for (const [square, g] of this.squares) {
      const men = this.shown.columns.get(square);
      this.drawColumn(square, men);
      g.setAttribute("aria-label", describeSquare(square, men));
    }
  }

  private drawColumn(square: string, men: readonly Man[] | undefined): void {
    const column = this.squares.get(square)!.querySelector(".column")!;
    column.innerHTML = men && men.length > 0 ? discsMarkup(men) : "";
  }

  mark(marks: Marks): void {
    for (const [square, g] of this.squares) {
      const list = g.classList;
      const selected = marks.selected === square;
      const landing = marks.landings.has(square);
      list.toggle("selected", selected);
      list.toggle("landing", landing);
      // A screen reader hears what a sighted player sees: the picked column, the landings.
      g.setAttribute("aria-pressed", String(selected));
      const label = describeSquare(square, this.shown.columns.get(square));
      g.setAttribute("aria-label", landing ? t("square-landing", { label }) : selected ? t("square-picked", { label }) : label);
      list.toggle("path", marks.path.includes(square) && marks.selected !== square);
      list.toggle("last-from", marks.lastFrom === square);
      list.toggle("last-to", marks.lastTo === square);
    }
  }

  /** Draws `move` (its path, hop by hop) as an arrow, or none. */
  arrow(move: string | null): void {
    this.arrowLayer.replaceChildren();
    this.svg.dataset.arrow = move ?? "";
    if (!move) return;
    const centre = (square: string) => {
      const [x, y] = this.cell(square);
      return `${x + CELL / 2},${y + CELL / 2}`;
    };
    const points = moveSquares(move).map(centre).join(" ");
    this.arrowLayer.append(el("polyline", { points, "marker-end": "url(#arrow-head)" }));
  }

  focus(square: string): void {
    this.squares.get(square)?.focus();
  }

  /**
   * Plays `move` from the position shown, hop by hop, starting at hop `from` (the hops before
   * it are already on the board). The board then shows the position after the move.
   */
  async animate(move: string, from = 0): Promise<void> {
    const path = moveSquares(move);
    const quick = document.hidden || matchMedia("(prefers-reduced-motion: reduce)").matches;
    for (let i = from; i + 1 < path.length; i++) {
      const start = path[i]!;
      const end = path[i + 1]!;
      if (!quick) await this.hop(start, end);
      applyHop(this.shown, start, end);
      this.drawColumns();
    }
    this.animLayer.replaceChildren();
  }

  private async hop(start: string, end: string): Promise<void> {
    const men = this.shown.columns.get(start);
    if (!men) return;
    const over = jumped(this.shown, start, end);
    const [x0, y0] = this.cell(start);
    const [x1, y1] = this.cell(end);
    const dx = x1 - x0;
    const dy = y1 - y0;
    const animations: Animation[] = [];
    if (over) {
      const victim = this.shown.columns.get(over);
      if (victim && victim.length > 0) {
        // The victim's commander leaves its column and slides under the mover.
        this.drawColumn(over, victim.slice(1));
        const [xo, yo] = this.cell(over);
        const outer = el("g", { transform: `translate(${xo} ${yo})` });
        const inner = el("g", { class: "column prisoner" });
        inner.innerHTML = discsMarkup([victim[0]!]);
        outer.append(inner);
        this.animLayer.append(outer);
        const lift = ((victim.length - 1) * Math.min(THICK, 38 / Math.max(1, victim.length - 1))) / 2;
        const sink = ((men.length) * Math.min(THICK, 38 / Math.max(1, men.length))) / 2;
        animations.push(
          inner.animate(
            [
              { transform: `translate(0px, ${-lift}px)` },
              { transform: `translate(${x1 - xo}px, ${y1 - yo + sink}px)` },
            ],
            { duration: HOP_MS, easing: "ease-in", fill: "forwards" },
          ),
        );
      }
    }
    this.drawColumn(start, undefined);
    const outer = el("g", { transform: `translate(${x0} ${y0})` });
    const inner = el("g", { class: "column moving" });
    inner.innerHTML = discsMarkup(men);
    outer.append(inner);
    this.animLayer.append(outer);
    const up = over ? 38 : 0;
    animations.push(
      inner.animate(
        [
          { transform: "translate(0px, 0px)" },
          { transform: `translate(${dx / 2}px, ${dy / 2 - up}px)`, offset: 0.5 },
          { transform: `translate(${dx}px, ${dy}px)` },
        ],
        { duration: HOP_MS, easing: "ease-in-out", fill: "forwards" },
      ),
    );
    // A background tab may never finish an animation: the timer ends the hop regardless.
    await Promise.race([Promise.all(animations.map((a) => a.finished)), sleep(HOP_MS + 60)]).catch(() => undefined);
    this.animLayer.replaceChildren();
  }

  private key(event: KeyboardEvent, square: string): void {
    const screen: Record<string, [number, number]> = {
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.events.activate(square);
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      this.events.cancel();
      return;
    }
    const delta = screen[event.key];
    if (!delta) return;
    event.preventDefault();
    const sign = this.flipped ? -1 : 1;
    const [df, dr] = [delta[0] * sign, delta[1] * sign];
    const [file, rank] = coordsOf(square);
    let target: string | null = null;
    if (dr !== 0) {
      // Up or down one rank, as near the remembered file as the board allows.
      const r = rank + dr;
      const f = this.aim[0];
      const size = this.size;
      target = squareAt(f, r, size) ?? squareAt(file + 1, r, size) ?? squareAt(file - 1, r, size);
      if (target) this.aim = [f, r];
    } else {
      const f = file + df;
      const r = this.aim[1];
      const size = this.size;
      target = squareAt(f, r, size) ?? squareAt(f, rank + 1, size) ?? squareAt(f, rank - 1, size);
      if (target) this.aim = [f, r];
    }
    if (target) {
      const aim = this.aim;
      this.squares.get(target)?.focus();
      this.aim = aim;
    }
  }
}

const coordsOf = coords;
