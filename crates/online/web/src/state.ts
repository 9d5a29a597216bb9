// The page's state (one object, `S`) and the small helpers every part of the page uses.
import { moveSquares, parsePosition, type Colour } from "./rules";
import { type Clocks, type GameView } from "./model";

export const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

// ---------------------------------------------------------------- the page's state

type Role = "player" | "spectator" | null;
type Opening = "resume" | "join" | "watch" | null;

/** The page's one state: the game shown and what the player is doing with it. */
export interface PageState {
  code: string | null;
  game: GameView | null;
  legal: string[];
  position: string;
  me: Colour | null;
  role: Role;
  opening: Opening;
  watchOnly: boolean;
  pick: string[];
  pending: { move: string; ply: number } | null;
  clockBase: { clocks: Clocks; at: number } | null;
  inspected: string | null;
  resignArmed: number;
  wasConnected: boolean;
  presenceKnown: boolean;
  joinedFull: boolean;
  /** The game whose seat was asked for by the player's cookie alone (no stored token). */
  identityTried: string | null;
  /** When this page saw the opponent go (Date.now()), while gone. */
  opponentGoneAt: number | null;
}

export const S: PageState = {
  code: null,
  game: null,
  legal: [],
  position: "",
  me: null,
  role: null,
  opening: null,
  watchOnly: false,
  pick: [],
  pending: null,
  clockBase: null,
  inspected: null,
  resignArmed: 0,
  identityTried: null,
  opponentGoneAt: null,
  wasConnected: false,
  presenceKnown: false,
  joinedFull: false,
};

/** The squares picked so far: the column, then each landing. */
/** A move sent and not yet confirmed: the board already shows it. */
/** Whether the players' presence shown is the server's: not from a lost connection until the game's state is back. */
/** A join refused as the game is full: the state that follows says so (if both seats are taken). */

export function sideToMove(): Colour {
  // The side is the word after the variant's prefix (`bashni: w ...`), if there is one.
  return parsePosition(S.position).side;
}

export function myTurn(): boolean {
  return S.role === "player" && S.game?.status === "playing" && S.me === sideToMove();
}

export function ends(move: string): [string, string] {
  const squares = moveSquares(move);
  return [squares[0]!, squares[squares.length - 1]!];
}

export function setMessage(kind: string, text: string): void {
  const message = $("message");
  message.dataset.kind = kind;
  message.textContent = text;
}

let lastAnnounced = "";
export function announce(text: string): void {
  const live = $("live");
  // The same words twice in a row are still read out: the region changes each time.
  live.textContent = text === lastAnnounced ? `${text}\u00a0` : text;
  lastAnnounced = live.textContent;
}
