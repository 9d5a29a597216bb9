// The page's parts: the board, the connection, the lobby, the review; and the one queue in
// which every message and every pick is handled, so an animation never races what follows it.
import { Board } from "./board";
import { Lobby } from "./lobby";
import { Connection, type ServerMessage } from "./net";
import { Review } from "./review";
import { handle } from "./messages";
import { activate, restoreBoard } from "./moves";
import { connectionChanged, openCode } from "./routes";
import { $, S } from "./state";
import { render, renderInspector } from "./view";

export const board = new Board($("board") as unknown as SVGSVGElement, {
  activate: (square) => enqueue(() => activate(square)),
  cancel: () => {
    if (S.pick.length > 1) enqueue(() => restoreBoard());
    S.pick = [];
    render();
  },
  inspect: (square) => {
    S.inspected = square;
    renderInspector();
  },
});

export const wsUrl = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
export const connection = new Connection(wsUrl, (message) => receive(message), connectionChanged);

export const lobby = new Lobby({
  send: (message) => connection.send(message),
  open: (wanted, watch) => openCode(wanted, watch),
  inGame: () => S.code !== null,
});

export const review = new Review({
  board,
  send: (message) => connection.send(message),
  code: () => S.code,
  game: () => S.game,
  render: () => render(),
});

let queue: Promise<void> = Promise.resolve();
export function enqueue(task: () => void | Promise<void>): void {
  queue = queue.then(task).catch(() => undefined);
}

export function receive(message: ServerMessage): void {
  const at = performance.now();
  enqueue(() => handle(message, at));
}
