// Squares, positions and moves in the notation of docs/RULES.md. The client never decides
// legality: the server's `legal` list does. This only reads positions, and replays a move's
// hops for the animation (the server's position is shown afterwards).

export type Colour = "white" | "black";
export type Man = "w" | "W" | "b" | "B";

/** The game a position is of: Lasca 7x7, Lasca 8x8 or bashni (protocol 3). */
export type Variant = "lasca7" | "lasca8" | "bashni";

export const VARIANTS: readonly Variant[] = ["lasca7", "lasca8", "bashni"];

export interface Position {
  side: Colour;
  /** Each occupied square's men, top (the commander) first. */
  columns: Map<string, Man[]>;
  /** The game, which sets the board's size (the position string's prefix names it). */
  variant: Variant;
}

export const FILES = "abcdefgh";

/** The board's width: 7 for Lasca 7x7, 8 for Lasca 8x8 and bashni. */
export function boardSize(variant: Variant): number {
  return variant === "lasca7" ? 7 : 8;
}

/** The playable squares of a board `size` wide, in the order of positions: by rank, then file. */
export function squaresOf(size: number): string[] {
  const squares: string[] = [];
  for (let rank = 1; rank <= size; rank++) {
    for (let file = 0; file < size; file++) {
      if ((file + rank) % 2 === 1) squares.push(FILES[file]! + rank);
    }
  }
  return squares;
}

/** The 25 playable squares of Lasca 7x7. */
export const SQUARES: string[] = squaresOf(7);

/** File 0-7 and rank 1-8 of a square name. */
export function coords(square: string): [number, number] {
  return [FILES.indexOf(square[0] ?? ""), Number(square.slice(1))];
}

export function squareAt(file: number, rank: number, size = 7): string | null {
  if (file < 0 || file >= size || rank < 1 || rank > size || (file + rank) % 2 !== 1) return null;
  return FILES[file]! + rank;
}

export function colourOf(man: Man): Colour {
  return man === "w" || man === "W" ? "white" : "black";
}

export function isOfficer(man: Man): boolean {
  return man === "W" || man === "B";
}

export function opponent(colour: Colour): Colour {
  return colour === "white" ? "black" : "white";
}

/** Reads a position as the server writes it; a `lasca8:` or `bashni:` prefix names the game. */
export function parsePosition(text: string): Position {
  let rest = text.trim();
  let variant: Variant = "lasca7";
  const prefix = /^(lasca8|bashni):\s*/.exec(rest);
  if (prefix) {
    variant = prefix[1] as Variant;
    rest = rest.slice(prefix[0].length);
  }
  const [side, ...tokens] = rest.split(/\s+/);
  const columns = new Map<string, Man[]>();
  for (const token of tokens) {
    const [square, men] = token.split(":");
    if (square && men) columns.set(square, [...men] as Man[]);
  }
  return { side: side === "b" ? "black" : "white", columns, variant };
}

export function formatPosition(position: Position): string {
  const parts = [position.side === "white" ? "w" : "b"];
  for (const square of squaresOf(boardSize(position.variant))) {
    const men = position.columns.get(square);
    if (men && men.length > 0) parts.push(`${square}:${men.join("")}`);
  }
  const text = parts.join(" ");
  return position.variant === "lasca7" ? text : `${position.variant}: ${text}`;
}

export function clonePosition(position: Position): Position {
  const columns = new Map<string, Man[]>();
  for (const [square, men] of position.columns) columns.set(square, [...men]);
  return { side: position.side, columns, variant: position.variant };
}

/** The squares of a move: its start, then every landing. */
export function moveSquares(move: string): string[] {
  return move.split(/[-x]/);
}

export function isCapture(move: string): boolean {
  return move.includes("x");
}

/**
 * The square a hop from `from` to `to` jumps in `position`, or null for a step: the column
 * between them on the diagonal (a flying king's may stand anywhere between).
 */
export function jumped(position: Position, from: string, to: string): string | null {
  const [f1, r1] = coords(from);
  const [f2, r2] = coords(to);
  const steps = Math.abs(f2 - f1);
  if (steps < 2 || steps !== Math.abs(r2 - r1)) return null;
  const df = Math.sign(f2 - f1);
  const dr = Math.sign(r2 - r1);
  for (let i = 1; i < steps; i++) {
    const square = FILES[f1 + i * df]! + (r1 + i * dr);
    if (square !== from && (position.columns.get(square)?.length ?? 0) > 0) return square;
  }
  return null;
}

/** Plays one hop of a move on `position` (in place); returns the jumped square, if any. */
export function applyHop(position: Position, from: string, to: string): string | null {
  const column = position.columns.get(from);
  if (!column) return null;
  position.columns.delete(from);
  const over = jumped(position, from, to);
  if (over) {
    const victim = position.columns.get(over);
    const prisoner = victim?.shift();
    if (prisoner) column.push(prisoner);
    if (victim && victim.length === 0) position.columns.delete(over);
  }
  const top = column[0];
  const rank = coords(to)[1];
  if (top === "w" && rank === boardSize(position.variant)) column[0] = "W";
  if (top === "b" && rank === 1) column[0] = "B";
  position.columns.set(to, column);
  return over;
}

/** Which colour moved at a ply (plies counted from 0): White moves first. */
export function moverAt(ply: number): Colour {
  return ply % 2 === 0 ? "white" : "black";
}
