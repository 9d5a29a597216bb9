// Squares, positions and moves in the notation of docs/RULES.md. The client never decides
// legality: the server's `legal` list does. This only reads positions, and replays a move's
// hops for the animation (the server's position is shown afterwards).

export type Colour = "white" | "black";
export type Man = "w" | "W" | "b" | "B";

export interface Position {
  side: Colour;
  /** Each occupied square's men, top (the commander) first. */
  columns: Map<string, Man[]>;
}

export const FILES = "abcdefg";

/** The 25 playable squares, in the order of positions: by rank, then file. */
export const SQUARES: string[] = [];
for (let rank = 1; rank <= 7; rank++) {
  for (let file = 0; file < 7; file++) {
    if ((file + rank) % 2 === 1) SQUARES.push(FILES[file]! + rank);
  }
}

/** File 0-6 and rank 1-7 of a square name. */
export function coords(square: string): [number, number] {
  return [FILES.indexOf(square[0] ?? ""), Number(square.slice(1))];
}

export function squareAt(file: number, rank: number): string | null {
  if (file < 0 || file > 6 || rank < 1 || rank > 7 || (file + rank) % 2 !== 1) return null;
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

export function parsePosition(text: string): Position {
  const [side, ...tokens] = text.trim().split(/\s+/);
  const columns = new Map<string, Man[]>();
  for (const token of tokens) {
    const [square, men] = token.split(":");
    if (square && men) columns.set(square, [...men] as Man[]);
  }
  return { side: side === "b" ? "black" : "white", columns };
}

export function formatPosition(position: Position): string {
  const parts = [position.side === "white" ? "w" : "b"];
  for (const square of SQUARES) {
    const men = position.columns.get(square);
    if (men && men.length > 0) parts.push(`${square}:${men.join("")}`);
  }
  return parts.join(" ");
}

export function clonePosition(position: Position): Position {
  const columns = new Map<string, Man[]>();
  for (const [square, men] of position.columns) columns.set(square, [...men]);
  return { side: position.side, columns };
}

/** The squares of a move: its start, then every landing. */
export function moveSquares(move: string): string[] {
  return move.split(/[-x]/);
}

export function isCapture(move: string): boolean {
  return move.includes("x");
}

/** The square a hop from `from` to `to` jumps, or null for a step. */
export function jumped(from: string, to: string): string | null {
  const [f1, r1] = coords(from);
  const [f2, r2] = coords(to);
  if (Math.abs(f2 - f1) !== 2) return null;
  return squareAt((f1 + f2) / 2, (r1 + r2) / 2);
}

/** Plays one hop of a move on `position` (in place); returns the jumped square, if any. */
export function applyHop(position: Position, from: string, to: string): string | null {
  const column = position.columns.get(from);
  if (!column) return null;
  position.columns.delete(from);
  const over = jumped(from, to);
  if (over) {
    const victim = position.columns.get(over);
    const prisoner = victim?.shift();
    if (prisoner) column.push(prisoner);
    if (victim && victim.length === 0) position.columns.delete(over);
  }
  const top = column[0];
  const rank = coords(to)[1];
  if (top === "w" && rank === 7) column[0] = "W";
  if (top === "b" && rank === 1) column[0] = "B";
  position.columns.set(to, column);
  return over;
}

/** Which colour moved at a ply (plies counted from 0): White moves first. */
export function moverAt(ply: number): Colour {
  return ply % 2 === 0 ? "white" : "black";
}
