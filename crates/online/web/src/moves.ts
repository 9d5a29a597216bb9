// Picking a column and its landings, and sending a move (tapped or typed).
import { orList, t } from "./i18n";
import { sideName } from "./lobby";
import { colourOf, isCapture, moveSquares, parsePosition } from "./rules";
import { loadSeat } from "./model";
import { board, connection } from "./app";
import { renderSuggestions } from "./controls";
import { $, S, ends, myTurn, setMessage, sideToMove } from "./state";
import { render } from "./view";

// ---------------------------------------------------------------- picking and moving



/** The legal moves that begin with the squares picked. */
export function candidates(path: readonly string[]): string[] {
  return S.legal.filter((move) => {
    const squares = moveSquares(move);
    return squares.length >= path.length && path.every((square, i) => squares[i] === square);
  });
}

export function landings(): Set<string> {
  const out = new Set<string>();
  if (S.pick.length === 0) return out;
  for (const move of candidates(S.pick)) {
    const next = moveSquares(move)[S.pick.length];
    if (next) out.add(next);
  }
  return out;
}

export function refusePick(square: string): boolean {
  if (!S.game || S.pending) return true;
  if (S.role !== "player") return refuse("spectator", t("msg-spectator"));
  if (S.game.status !== "playing") return refuse("not_playing", t("msg-not-playing"));
  if (S.me !== sideToMove()) return refuse("not_your_turn", t("msg-not-your-turn", { side: sideName(sideToMove()) }));
  const men = board.position.columns.get(square);
  if (!men || men.length === 0) return refuse("empty", t("msg-empty", { square }));
  const owner = colourOf(men[0]!);
  if (owner !== S.me) return refuse("not_your_column", t("msg-not-your-column", { colour: owner }));
  if (!S.legal.some((move) => move.startsWith(square + "-") || move.startsWith(square + "x"))) {
    const capturers = [...new Set(S.legal.filter(isCapture).map((move) => moveSquares(move)[0]!))];
    if (capturers.length > 0) {
      return refuse("compulsory_capture", t("msg-compulsory", { squares: orList(capturers) }));
    }
    return refuse("no_move", t("msg-no-move", { square }));
  }
  return false;
}

export function refuse(kind: string, text: string): true {
  setMessage(kind, text);
  render();
  return true;
}

export async function activate(square: string): Promise<void> {
  if (!S.game) return;
  S.inspected = square;
  if (S.pick.length > 0) {
    if (landings().has(square)) {
      S.pick.push(square);
      const left = candidates(S.pick);
      const partial = S.pick.join(isCapture(left[0] ?? "") ? "x" : "-");
      await board.animate(partial, S.pick.length - 2);
      if (left.length === 1) {
        // One way on (or the move is complete): it plays itself.
        const move = left[0]!;
        const done = S.pick.length - 1;
        S.pick = [];
        render();
        if (!sendMove(move)) return;
        await animateSent(move, done);
        return;
      }
      render();
      return;
    }
    if (square === S.pick[0] && S.pick.length === 1) {
      S.pick = [];
      render();
      return;
    }
    if (S.pick.length > 1) {
      refuse("finish_capture", t("msg-finish-capture"));
      return;
    }
    S.pick = [];
  }
  if (refusePick(square)) return;
  setMessage("", "");
  S.pick = [square];
  render();
}

/** Plays the rest of a sent move on the board (the server's position follows with `moved`). */
export async function animateSent(move: string, done: number): Promise<void> {
  await board.animate(move, done);
  const [from, to] = ends(move);
  board.mark({ selected: null, landings: new Set(), path: [], lastFrom: from, lastTo: to });
  render();
}

/** Sends a move; when the connection is down nothing is sent, the board goes back and says so. */
export function sendMove(move: string): boolean {
  if (!S.game || !S.code) return false;
  const seat = loadSeat(S.code);
  const ply = S.game.moves.length;
  if (!seat || !connection.send({ type: "move", code: S.code, token: seat.token, ply, move })) {
    restoreBoard();
    setMessage("offline", t("msg-offline", { move }));
    $<HTMLInputElement>("move-input").value = move;
    render();
    return false;
  }
  S.pending = { move, ply };
  setMessage("", "");
  return true;
}

export function restoreBoard(): void {
  S.pick = [];
  if (S.game) board.show(parsePosition(S.position), S.game.moves.length, S.position);
  render();
}

export async function playTyped(text: string): Promise<void> {
  const move = text.trim().toLowerCase().replace(/\s+/g, "").replace(/:/g, "x");
  if (!move || !S.game || S.pending) return;
  if (S.role !== "player") return void refuse("spectator", t("msg-spectator"));
  if (S.game.status !== "playing") return void refuse("not_playing", t("msg-not-playing"));
  if (!myTurn()) return void refuse("not_your_turn", t("msg-not-your-turn", { side: sideName(sideToMove()) }));
  if (!S.legal.includes(move)) {
    // The rules' reason, as a tap gets it (an empty square, a column not yours, a compulsory
    // capture elsewhere), before the plain "not legal".
    const from = moveSquares(move)[0];
    if (from && /^[a-h][1-8]$/.test(from) && refusePick(from)) return;
    // A column that can move, sent elsewhere: where it can go.
    const options = S.legal.filter((legal) => moveSquares(legal)[0] === from);
    if (from && options.length > 0) {
      return void refuse("illegal_move", t("msg-not-legal-from", { move, square: from, moves: orList(options) }));
    }
    return void refuse("illegal_move", t("msg-not-legal", { move }));
  }
  if (S.pick.length > 1) restoreBoard();
  S.pick = [];
  const input = $<HTMLInputElement>("move-input");
  input.value = "";
  renderSuggestions();
  if (!sendMove(move)) return;
  await animateSent(move, 0);
}
