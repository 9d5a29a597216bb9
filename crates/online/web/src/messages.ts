// The server's messages, applied to the page's state.
import { t } from "./i18n";
import { sideName } from "./lobby";
import { type ServerMessage } from "./net";
import { parsePosition, type Colour } from "./rules";
import { groupCode, loadSeat, saveSeat, dropSeat, type GameView, type OfferKind } from "./model";
import { board, lobby, review } from "./app";
import { seekingChanged, seekRefused } from "./account";
import { animateSent, restoreBoard, sendMove } from "./moves";
import { href, navigate, open, showGame, showLobby } from "./routes";
import { $, S, announce, myTurn, setMessage, sideToMove } from "./state";
import { yourMove } from "./sound";
import { render, resultText, setClocks } from "./view";

type Message<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

// ---------------------------------------------------------------- messages

export function handle(message: ServerMessage, at: number): void | Promise<void> {
  if (review.receive(message)) {
    if (message.type === "analysis" || message.type === "replay") render();
    return;
  }
  switch (message.type) {
    case "seat":
      return onSeat(message.code, message.colour, message.token);
    case "state":
      return onState(message.game, at);
    case "moved":
      return onMoved(message, at);
    case "presence":
      if (S.game && message.code === S.code) {
        S.game.white = message.white;
        S.game.black = message.black;
        // Protocol 3: the spectators, whenever one comes or goes.
        if (typeof message.spectators === "number") S.game.spectators = message.spectators;
        S.presenceKnown = true;
        render();
      }
      return;
    case "offered":
      return onOffered(message.code, message.kind, message.by);
    case "declined":
      return onDeclined(message.code, message.kind, message.by);
    case "ended":
      return onEnded(message, at);
    case "lobby":
      lobby.renderPlaying(message.playing ?? []);
      return lobby.render(message.games);
    case "mine":
      return lobby.renderMine(message.games);
    case "seeking":
      return seekingChanged(message.pool);
    case "error":
      return onError(message.kind, message.message);
    default:
      return;
  }
}

export function onSeat(seatCode: string, colour: Colour, token: string): void {
  lobby.answered();
  saveSeat(seatCode, { token, colour });
  const rematch = S.code !== null && S.code !== seatCode && S.game !== null;
  if (seatCode !== S.code) {
    navigate(`/g/${seatCode}`);
    showGame(seatCode, false, false);
  }
  S.me = colour;
  S.role = "player";
  board.setFlipped(colour === "black");
  if (rematch) setMessage("rematch", t("msg-rematch"));
  render();
}

export function onState(view: GameView, at: number): void | Promise<void> {
  if (!view || view.code !== S.code) return;
  const before = S.game;
  S.game = view;
  S.opening = null;
  S.presenceKnown = true;
  const seat = loadSeat(view.code);
  if (seat) {
    S.me = seat.colour;
    S.role = "player";
  } else {
    S.me = null;
    S.role = "spectator";
  }
  S.legal = view.status === "playing" ? (view.board?.legal ?? []) : [];
  S.position = view.board?.position ?? "";
  if (before && before.moves.length > view.moves.length) setMessage("taken_back", t("msg-taken-back"));
  if (S.joinedFull && S.role === "spectator") {
    S.joinedFull = false;
    if (view.white.taken && view.black.taken && view.status !== "ended") {
      setMessage("game_full", t("error-game-full"));
    }
  }
  setClocks(view.clocks, at);
  review.gameShown(view);
  // A move sent just before the connection dropped and not taken: send it again.
  const resend = S.pending;
  S.pending = null;
  S.pick = [];
  board.show(parsePosition(S.position), view.moves.length, S.position);
  if (resend && resend.ply === view.moves.length && S.legal.includes(resend.move) && myTurn()) {
    if (sendMove(resend.move)) setMessage("resent", t("msg-resent", { move: resend.move }));
    board.show(parsePosition(S.position), view.moves.length, S.position);
    return animateSent(resend.move, 0);
  }
  render();
}

export async function onMoved(message: Message<"moved">, at: number): Promise<void> {
  if (!S.game || message.code !== S.code) return;
  const ply = message.ply;
  const move = message.move;
  const next = message.board;
  // The game goes on: the board shows it as it stands.
  if (review.active) review.close();
  const ours = S.pending !== null && S.pending.move === move && S.pending.ply === ply;
  const mover = sideToMove();
  S.pending = null;
  if (ply === S.game.moves.length) {
    if (!ours) {
      S.pick = [];
      render();
      await board.animate(move);
    }
    S.game.moves.push(move);
  } else if (ply > S.game.moves.length) {
    // Out of step: the server's position is the truth; the record follows at the next state.
    S.game.moves.length = ply;
    S.game.moves.push(move);
  } else {
    return;
  }
  S.game.offers = [];
  // A notice belongs to the moment: the next move clears it.
  if (!ours || $("message").dataset.kind !== "resent") setMessage("", "");
  S.position = next?.position ?? S.position;
  S.legal = S.game.status === "playing" ? (next?.legal ?? []) : [];
  setClocks(message.clocks ?? null, at);
  board.show(parsePosition(S.position), S.game.moves.length, S.position);
  announce(t("live-played", { side: sideName(mover), move }));
  // The opponent (or the computer) moved and it is the player's turn: a sound, if wanted.
  if (!ours && myTurn()) yourMove();
  render();
}

export function onOffered(offerCode: string, kind: OfferKind, by: Colour): void {
  if (!S.game || offerCode !== S.code) return;
  S.game.offers = S.game.offers.filter((offer) => !(offer.kind === kind && offer.by === by));
  S.game.offers.push({ kind, by });
  if (by === S.me) setMessage("offered", t(`msg-${kind}-offered`));
  else announce(t(`offer-${kind}`, { side: sideName(by) }));
  render();
}

export function onDeclined(offerCode: string, kind: OfferKind, by: Colour): void {
  if (!S.game || offerCode !== S.code) return;
  S.game.offers = S.game.offers.filter((offer) => offer.kind !== kind);
  if (by !== S.me && S.me) setMessage("declined", t(`msg-declined-${kind}`, { side: sideName(by) }));
  render();
}

export function onEnded(message: Message<"ended">, at: number): void {
  if (!S.game || message.code !== S.code) return;
  S.game.status = "ended";
  S.game.result = message.result;
  S.game.offers = [];
  S.legal = [];
  S.pick = [];
  setClocks(message.clocks ?? null, at);
  announce(resultText());
  render();
}

export const MOVE_ERRORS = new Set(["stale_ply", "illegal_move", "not_your_turn", "not_playing"]);
/** A move refused for these was made on a board out of date: the page asks for the game again. */
export const STALE_ERRORS = new Set(["stale_ply", "not_your_turn"]);

/** Refusals of an analysis: it may be asked again. */
export const ANALYSIS_ERRORS = new Set(["busy", "too_many_analyses", "not_finished"]);

export function onError(kind: string, _serverText: string): void {
  lobby.answered();
  if (S.code && ANALYSIS_ERRORS.has(kind)) review.refused();
  const text = t(`error-${kind.replace(/_/g, "-")}`);
  const known = text !== `error-${kind.replace(/_/g, "-")}` ? text : t("error-other");
  if (!S.code) seekRefused(known);
  if (S.opening && S.code) {
    const was = S.opening;
    S.opening = null;
    if (was === "resume" && kind === "not_your_seat") {
      dropSeat(S.code);
      S.me = null;
      open();
      return;
    }
    if (was === "join" && kind !== "no_such_game" && kind !== "slow_down" && kind !== "rate_limited") {
      // Watching instead, and why: a full game says so once its state is there.
      S.role = "spectator";
      S.joinedFull = kind === "game_full";
      if (!S.joinedFull) setMessage(kind, known);
      open();
      return;
    }
    if (kind === "no_such_game") {
      // A link to no game: back to the lobby, the code kept in the field, and why.
      const missing = S.code;
      history.replaceState(null, "", href("/"));
      showLobby();
      $<HTMLInputElement>("join-code").value = groupCode(missing);
      $("join-error").textContent = t("status-no-game");
      return;
    }
  }
  if (S.pending && MOVE_ERRORS.has(kind)) {
    S.pending = null;
    restoreBoard();
  }
  // The game went on without this page (another tab moved, a message was lost): fetch it.
  if (S.code && S.role === "player" && STALE_ERRORS.has(kind)) open();
  if (!S.code) {
    lobby.error(known);
    return;
  }
  setMessage(kind, known);
  render();
}
