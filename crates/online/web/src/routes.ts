// The page's addresses (`/`, `/g/CODE`) and the connection's ups and downs.
import { t } from "./i18n";
import { type ConnectionState } from "./net";
import { parsePosition } from "./rules";
import { loadSeat, normaliseCode } from "./model";
import { board, connection, enqueue, lobby, review } from "./app";
import { $, S, setMessage } from "./state";
import { render } from "./view";

// ---------------------------------------------------------------- routes

export const langParam = new URLSearchParams(location.search).get("lang");
export function href(path: string): string {
  return langParam ? `${path}?lang=${langParam}` : path;
}

export function route(): void {
  const match = /^\/g\/([^/]+)\/?$/.exec(location.pathname);
  if (match) {
    const wanted = normaliseCode(decodeURIComponent(match[1]!));
    showGame(wanted, false);
  } else {
    showLobby();
  }
}

export function navigate(path: string): void {
  history.pushState(null, "", href(path));
}

export function openCode(wanted: string, watch: boolean): void {
  navigate(`/g/${wanted}`);
  showGame(wanted, watch);
}

export function showLobby(): void {
  if (S.code && S.role === "spectator") connection.send({ type: "unwatch", code: S.code });
  S.code = null;
  S.game = null;
  S.role = null;
  S.opening = null;
  $("game").hidden = true;
  $("lobby").hidden = false;
  connection.send({ type: "lobby" });
  connection.send({ type: "mine" });
}

export function showGame(wanted: string, watch: boolean, ask = true): void {
  if (S.code && S.code !== wanted && S.role === "spectator") connection.send({ type: "unwatch", code: S.code });
  S.code = wanted;
  S.watchOnly = watch;
  S.game = null;
  review.reset();
  S.legal = [];
  S.position = "";
  S.pick = [];
  S.pending = null;
  S.role = null;
  S.me = loadSeat(wanted)?.colour ?? null;
  board.setFlipped(S.me === "black");
  board.show(parsePosition("w"), 0);
  const fromLobby = !$("lobby").hidden;
  $("lobby").hidden = true;
  $("game").hidden = false;
  // The lobby may have been scrolled down to its buttons: the game starts at the top.
  if (fromLobby) window.scrollTo(0, 0);
  setMessage("", "");
  render();
  if (ask && connection.ready) open();
}

/** Asks for the game: with a stored seat `resume`, else `join` (and `watch` if refused). */
export function open(): void {
  if (!S.code) return;
  const seat = loadSeat(S.code);
  if (seat && !S.watchOnly) {
    S.opening = "resume";
    connection.send({ type: "resume", code: S.code, token: seat.token });
  } else if (!S.watchOnly && S.role !== "spectator" && S.identityTried !== S.code) {
    // No stored seat (another browser, cleared storage): the player's cookie may hold one.
    S.identityTried = S.code;
    S.opening = "resume";
    connection.send({ type: "resume", code: S.code, token: "" });
  } else if (!S.watchOnly && S.role !== "spectator") {
    S.opening = "join";
    connection.send({ type: "join", code: S.code });
  } else {
    S.opening = "watch";
    connection.send({ type: "watch", code: S.code });
  }
}

addEventListener("popstate", route);

// ---------------------------------------------------------------- the connection

let bannerTimer = 0;
export function connectionChanged(state: ConnectionState, reopened: boolean): void {
  const banner = $("connection");
  clearTimeout(bannerTimer);
  if (state === "connected") {
    banner.dataset.state = "connected";
    banner.textContent = reopened ? t("conn-reconnected") : "";
    if (reopened) bannerTimer = window.setTimeout(() => (banner.textContent = ""), 3000);
    S.wasConnected = true;
    if (S.code) enqueue(() => open());
    else {
      connection.send({ type: "lobby" });
      connection.send({ type: "mine" });
    }
  } else {
    S.presenceKnown = false;
    lobby.answered();
    banner.dataset.state = state === "offline" ? "offline" : "reconnecting";
    banner.textContent = t(
      state === "offline" ? "conn-offline" : state === "connecting" && !S.wasConnected ? "conn-connecting" : "conn-lost",
    );
  }
  render();
}
