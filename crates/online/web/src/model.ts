// The seats kept in localStorage, codes and clock text.
import type { Colour } from "./rules";

// The server's types are generated from protocol.rs: protocol.gen.ts.
export type {
  AnalysisView,
  Clocks,
  ComputerView,
  GameView,
  LobbyEntry,
  MoveAnalysis,
  OfferKind,
  SeatView,
  TimeControl,
} from "./protocol.gen";

export interface Seat {
  token: string;
  colour: Colour;
}

const key = (code: string) => `lasca.seat.${code}`;

export function loadSeat(code: string): Seat | null {
  try {
    const seat = JSON.parse(localStorage.getItem(key(code)) ?? "null") as Seat | null;
    if (seat && typeof seat.token === "string" && (seat.colour === "white" || seat.colour === "black")) return seat;
  } catch {
    // A damaged entry is no seat.
  }
  return null;
}

export function saveSeat(code: string, seat: Seat): void {
  try {
    localStorage.setItem(key(code), JSON.stringify({ token: seat.token, colour: seat.colour }));
  } catch {
    // Private mode without storage: the seat lasts as long as the page.
  }
}

export function dropSeat(code: string): void {
  try {
    localStorage.removeItem(key(code));
  } catch {
    // Nothing stored.
  }
}

/** A code as a person typed it: upper-case, without spaces and dashes (as the server does). */
export function normaliseCode(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}

const ALPHABET = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]+$/;

export function validCode(code: string): boolean {
  return (code.length === 9 || code.length === 6) && ALPHABET.test(code);
}

/** "ABC DEF 234": a code in groups of three, to be read aloud. */
export function groupCode(code: string): string {
  return code.replace(/(.{3})(?=.)/g, "$1 ");
}

/**
 * The desktop game's rule, so that a browser and a desktop window in one game show the same:
 * whole seconds rounded down (m:ss, or h:mm:ss from an hour), and tenths under ten seconds.
 */
export function clockText(ms: number): string {
  const left = Math.max(0, Math.floor(ms));
  const total = Math.floor(left / 1000);
  // Correspondence: days and hours.
  if (total >= 86400) return `${Math.floor(total / 86400)}d ${Math.floor((total % 86400) / 3600)}h`;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  if (left < 10_000) return `${m}:${s}.${Math.floor(left / 100) % 10}`;
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
