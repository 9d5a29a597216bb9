// Lasca online in the browser: the lobby, the game, and the server's messages. Every message
// and every pick is handled in one queue, so an animation never races what comes after it.
import { Board } from "./board";
import { lang, orList, t, translatePage } from "./i18n";
import { Connection, type ConnectionState, type ServerMessage } from "./net";
import {
  colourOf,
  isCapture,
  isOfficer,
  moveSquares,
  moverAt,
  opponent,
  parsePosition,
  type Colour,
  type Man,
  type Variant,
} from "./rules";
import {
  clockText,
  groupCode,
  loadSeat,
  normaliseCode,
  saveSeat,
  dropSeat,
  validCode,
  type Clocks,
  type GameView,
  type OfferKind,
  type TimeControl,
} from "./model";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

// ---------------------------------------------------------------- the page's state

type Role = "player" | "spectator" | null;
type Opening = "resume" | "join" | "watch" | null;

let code: string | null = null;
let game: GameView | null = null;
let legal: string[] = [];
let position = "";
let me: Colour | null = null;
let role: Role = null;
let opening: Opening = null;
let watchOnly = false;
/** The squares picked so far: the column, then each landing. */
let pick: string[] = [];
/** A move sent and not yet confirmed: the board already shows it. */
let pending: { move: string; ply: number } | null = null;
let clockBase: { clocks: Clocks; at: number } | null = null;
let inspected: string | null = null;
let resignArmed = 0;
let wasConnected = false;
/** Whether the players' presence shown is the server's: not from a lost connection until the game's state is back. */
let presenceKnown = false;
/** A join refused as the game is full: the state that follows says so (if both seats are taken). */
let joinedFull = false;
/** The `rid` of the last `create` (one a click), and whether its answer is awaited. */
let createRid = 0;
let creating = false;

const board = new Board($("board") as unknown as SVGSVGElement, {
  activate: (square) => enqueue(() => activate(square)),
  cancel: () => {
    if (pick.length > 1) enqueue(() => restoreBoard());
    pick = [];
    render();
  },
  inspect: (square) => {
    inspected = square;
    renderInspector();
  },
});

const wsUrl = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
const connection = new Connection(wsUrl, (message) => receive(message), connectionChanged);

let queue: Promise<void> = Promise.resolve();
function enqueue(task: () => void | Promise<void>): void {
  queue = queue.then(task).catch(() => undefined);
}

function receive(message: ServerMessage): void {
  const at = performance.now();
  enqueue(() => handle(message, at));
}

// ---------------------------------------------------------------- routes

const langParam = new URLSearchParams(location.search).get("lang");
function href(path: string): string {
  return langParam ? `${path}?lang=${langParam}` : path;
}

function route(): void {
  const match = /^\/g\/([^/]+)\/?$/.exec(location.pathname);
  if (match) {
    const wanted = normaliseCode(decodeURIComponent(match[1]!));
    showGame(wanted, false);
  } else {
    showLobby();
  }
}

function navigate(path: string): void {
  history.pushState(null, "", href(path));
}

function showLobby(): void {
  if (code && role === "spectator") connection.send({ type: "unwatch", code });
  code = null;
  game = null;
  role = null;
  opening = null;
  $("game").hidden = true;
  $("lobby").hidden = false;
  connection.send({ type: "lobby" });
}

function showGame(wanted: string, watch: boolean, ask = true): void {
  if (code && code !== wanted && role === "spectator") connection.send({ type: "unwatch", code });
  code = wanted;
  watchOnly = watch;
  game = null;
  legal = [];
  position = "";
  pick = [];
  pending = null;
  role = null;
  me = loadSeat(wanted)?.colour ?? null;
  board.setFlipped(me === "black");
  board.show(parsePosition("w"), 0);
  $("lobby").hidden = true;
  $("game").hidden = false;
  setMessage("", "");
  render();
  if (ask && connection.ready) open();
}

/** Asks for the game: with a stored seat `resume`, else `join` (and `watch` if refused). */
function open(): void {
  if (!code) return;
  const seat = loadSeat(code);
  if (seat && !watchOnly) {
    opening = "resume";
    connection.send({ type: "resume", code, token: seat.token });
  } else if (!watchOnly && role !== "spectator") {
    opening = "join";
    connection.send({ type: "join", code });
  } else {
    opening = "watch";
    connection.send({ type: "watch", code });
  }
}

addEventListener("popstate", route);

// ---------------------------------------------------------------- the connection

let bannerTimer = 0;
function connectionChanged(state: ConnectionState, reopened: boolean): void {
  const banner = $("connection");
  clearTimeout(bannerTimer);
  if (state === "connected") {
    banner.dataset.state = "connected";
    banner.textContent = reopened ? t("conn-reconnected") : "";
    if (reopened) bannerTimer = window.setTimeout(() => (banner.textContent = ""), 3000);
    wasConnected = true;
    if (code) enqueue(() => open());
    else connection.send({ type: "lobby" });
  } else {
    presenceKnown = false;
    creationAnswered();
    banner.dataset.state = state === "offline" ? "offline" : "reconnecting";
    banner.textContent = t(
      state === "offline" ? "conn-offline" : state === "connecting" && !wasConnected ? "conn-connecting" : "conn-lost",
    );
  }
  render();
}

// ---------------------------------------------------------------- messages

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function handle(message: ServerMessage, at: number): void | Promise<void> {
  switch (message.type) {
    case "seat":
      return onSeat(str(message.code), message.colour === "black" ? "black" : "white", str(message.token));
    case "state":
      return onState(message.game as GameView, at);
    case "moved":
      return onMoved(message, at);
    case "presence":
      if (game && message.code === code) {
        game.white = message.white as GameView["white"];
        game.black = message.black as GameView["black"];
        // Protocol 3: the spectators, whenever one comes or goes.
        if (typeof message.spectators === "number") game.spectators = message.spectators;
        presenceKnown = true;
        render();
      }
      return;
    case "offered":
      return onOffered(str(message.code), message.kind as OfferKind, message.by as Colour);
    case "declined":
      return onDeclined(str(message.code), message.kind as OfferKind, message.by as Colour);
    case "ended":
      return onEnded(message, at);
    case "lobby":
      return renderLobby(message.games as LobbyGame[]);
    case "error":
      return onError(str(message.kind), str(message.message));
    default:
      return;
  }
}

function onSeat(seatCode: string, colour: Colour, token: string): void {
  creationAnswered();
  saveSeat(seatCode, { token, colour });
  const rematch = code !== null && code !== seatCode && game !== null;
  if (seatCode !== code) {
    navigate(`/g/${seatCode}`);
    showGame(seatCode, false, false);
  }
  me = colour;
  role = "player";
  board.setFlipped(colour === "black");
  if (rematch) setMessage("rematch", t("msg-rematch"));
  render();
}

function onState(view: GameView, at: number): void | Promise<void> {
  if (!view || view.code !== code) return;
  const before = game;
  game = view;
  opening = null;
  presenceKnown = true;
  const seat = loadSeat(view.code);
  if (seat) {
    me = seat.colour;
    role = "player";
  } else {
    me = null;
    role = "spectator";
  }
  legal = view.status === "playing" ? (view.board?.legal ?? []) : [];
  position = view.board?.position ?? "";
  if (before && before.moves.length > view.moves.length) setMessage("taken_back", t("msg-taken-back"));
  if (joinedFull && role === "spectator") {
    joinedFull = false;
    if (view.white.taken && view.black.taken) setMessage("game_full", t("error-game-full"));
  }
  setClocks(view.clocks, at);
  // A move sent just before the connection dropped and not taken: send it again.
  const resend = pending;
  pending = null;
  pick = [];
  board.show(parsePosition(position), view.moves.length, position);
  if (resend && resend.ply === view.moves.length && legal.includes(resend.move) && myTurn()) {
    if (sendMove(resend.move)) setMessage("resent", t("msg-resent", { move: resend.move }));
    board.show(parsePosition(position), view.moves.length, position);
    return animateSent(resend.move, 0);
  }
  render();
}

async function onMoved(message: ServerMessage, at: number): Promise<void> {
  if (!game || message.code !== code) return;
  const ply = Number(message.ply);
  const move = str(message.move);
  const next = message.board as GameView["board"];
  const ours = pending !== null && pending.move === move && pending.ply === ply;
  const mover = sideToMove();
  pending = null;
  if (ply === game.moves.length) {
    if (!ours) {
      pick = [];
      render();
      await board.animate(move);
    }
    game.moves.push(move);
  } else if (ply > game.moves.length) {
    // Out of step: the server's position is the truth; the record follows at the next state.
    game.moves.length = ply;
    game.moves.push(move);
  } else {
    return;
  }
  game.offers = [];
  // A notice belongs to the moment: the next move clears it.
  if (!ours || $("message").dataset.kind !== "resent") setMessage("", "");
  position = next?.position ?? position;
  legal = game.status === "playing" ? (next?.legal ?? []) : [];
  setClocks((message.clocks as Clocks | null) ?? null, at);
  board.show(parsePosition(position), game.moves.length, position);
  announce(t("live-played", { side: sideName(mover), move }));
  render();
}

function onOffered(offerCode: string, kind: OfferKind, by: Colour): void {
  if (!game || offerCode !== code) return;
  game.offers = game.offers.filter((offer) => !(offer.kind === kind && offer.by === by));
  game.offers.push({ kind, by });
  if (by === me) setMessage("offered", t(`msg-${kind}-offered`));
  else announce(t(`offer-${kind}`, { side: sideName(by) }));
  render();
}

function onDeclined(offerCode: string, kind: OfferKind, by: Colour): void {
  if (!game || offerCode !== code) return;
  game.offers = game.offers.filter((offer) => offer.kind !== kind);
  if (by !== me && me) setMessage("declined", t(`msg-declined-${kind}`, { side: sideName(by) }));
  render();
}

function onEnded(message: ServerMessage, at: number): void {
  if (!game || message.code !== code) return;
  game.status = "ended";
  game.result = message.result as GameView["result"];
  game.offers = [];
  legal = [];
  pick = [];
  setClocks((message.clocks as Clocks | null) ?? null, at);
  announce(resultText());
  render();
}

const MOVE_ERRORS = new Set(["stale_ply", "illegal_move", "not_your_turn", "not_playing"]);
/** A move refused for these was made on a board out of date: the page asks for the game again. */
const STALE_ERRORS = new Set(["stale_ply", "not_your_turn"]);

function onError(kind: string, _serverText: string): void {
  creationAnswered();
  const text = t(`error-${kind.replace(/_/g, "-")}`);
  const known = text !== `error-${kind.replace(/_/g, "-")}` ? text : t("error-other");
  if (opening && code) {
    const was = opening;
    opening = null;
    if (was === "resume" && kind === "not_your_seat") {
      dropSeat(code);
      me = null;
      open();
      return;
    }
    if (was === "join" && kind !== "no_such_game" && kind !== "slow_down" && kind !== "rate_limited") {
      // Watching instead, and why: a full game says so once its state is there.
      role = "spectator";
      joinedFull = kind === "game_full";
      if (!joinedFull) setMessage(kind, known);
      open();
      return;
    }
    if (kind === "no_such_game") {
      // A link to no game: back to the lobby, the code kept in the field, and why.
      const missing = code;
      history.replaceState(null, "", href("/"));
      showLobby();
      $<HTMLInputElement>("join-code").value = groupCode(missing);
      $("join-error").textContent = t("status-no-game");
      return;
    }
  }
  if (pending && MOVE_ERRORS.has(kind)) {
    pending = null;
    restoreBoard();
  }
  // The game went on without this page (another tab moved, a message was lost): fetch it.
  if (code && role === "player" && STALE_ERRORS.has(kind)) open();
  if (!code) {
    $("join-error").textContent = known;
    return;
  }
  setMessage(kind, known);
  render();
}

// ---------------------------------------------------------------- picking and moving

function sideToMove(): Colour {
  // The side is the word after the variant's prefix (`bashni: w ...`), if there is one.
  return parsePosition(position).side;
}

function myTurn(): boolean {
  return role === "player" && game?.status === "playing" && me === sideToMove();
}

/** The legal moves that begin with the squares picked. */
function candidates(path: readonly string[]): string[] {
  return legal.filter((move) => {
    const squares = moveSquares(move);
    return squares.length >= path.length && path.every((square, i) => squares[i] === square);
  });
}

function landings(): Set<string> {
  const out = new Set<string>();
  if (pick.length === 0) return out;
  for (const move of candidates(pick)) {
    const next = moveSquares(move)[pick.length];
    if (next) out.add(next);
  }
  return out;
}

function refusePick(square: string): boolean {
  if (!game || pending) return true;
  if (role !== "player") return refuse("spectator", t("msg-spectator"));
  if (game.status !== "playing") return refuse("not_playing", t("msg-not-playing"));
  if (me !== sideToMove()) return refuse("not_your_turn", t("msg-not-your-turn", { side: sideName(sideToMove()) }));
  const men = board.position.columns.get(square);
  if (!men || men.length === 0) return refuse("empty", t("msg-empty", { square }));
  const owner = colourOf(men[0]!);
  if (owner !== me) return refuse("not_your_column", t("msg-not-your-column", { colour: owner }));
  if (!legal.some((move) => move.startsWith(square + "-") || move.startsWith(square + "x"))) {
    const capturers = [...new Set(legal.filter(isCapture).map((move) => moveSquares(move)[0]!))];
    if (capturers.length > 0) {
      return refuse("compulsory_capture", t("msg-compulsory", { squares: orList(capturers) }));
    }
    return refuse("no_move", t("msg-no-move", { square }));
  }
  return false;
}

function refuse(kind: string, text: string): true {
  setMessage(kind, text);
  render();
  return true;
}

async function activate(square: string): Promise<void> {
  if (!game) return;
  inspected = square;
  if (pick.length > 0) {
    if (landings().has(square)) {
      pick.push(square);
      const left = candidates(pick);
      const partial = pick.join(isCapture(left[0] ?? "") ? "x" : "-");
      await board.animate(partial, pick.length - 2);
      if (left.length === 1) {
        // One way on (or the move is complete): it plays itself.
        const move = left[0]!;
        const done = pick.length - 1;
        pick = [];
        render();
        if (!sendMove(move)) return;
        await animateSent(move, done);
        return;
      }
      render();
      return;
    }
    if (square === pick[0] && pick.length === 1) {
      pick = [];
      render();
      return;
    }
    if (pick.length > 1) {
      refuse("finish_capture", t("msg-finish-capture"));
      return;
    }
    pick = [];
  }
  if (refusePick(square)) return;
  setMessage("", "");
  pick = [square];
  render();
}

/** Plays the rest of a sent move on the board (the server's position follows with `moved`). */
async function animateSent(move: string, done: number): Promise<void> {
  await board.animate(move, done);
  const [from, to] = ends(move);
  board.mark({ selected: null, landings: new Set(), path: [], lastFrom: from, lastTo: to });
  render();
}

/** Sends a move; when the connection is down nothing is sent, the board goes back and says so. */
function sendMove(move: string): boolean {
  if (!game || !code) return false;
  const seat = loadSeat(code);
  const ply = game.moves.length;
  if (!seat || !connection.send({ type: "move", code, token: seat.token, ply, move })) {
    restoreBoard();
    setMessage("offline", t("msg-offline", { move }));
    $<HTMLInputElement>("move-input").value = move;
    render();
    return false;
  }
  pending = { move, ply };
  setMessage("", "");
  return true;
}

function restoreBoard(): void {
  pick = [];
  if (game) board.show(parsePosition(position), game.moves.length, position);
  render();
}

async function playTyped(text: string): Promise<void> {
  const move = text.trim().toLowerCase().replace(/\s+/g, "").replace(/:/g, "x");
  if (!move || !game || pending) return;
  if (role !== "player") return void refuse("spectator", t("msg-spectator"));
  if (game.status !== "playing") return void refuse("not_playing", t("msg-not-playing"));
  if (!myTurn()) return void refuse("not_your_turn", t("msg-not-your-turn", { side: sideName(sideToMove()) }));
  if (!legal.includes(move)) return void refuse("illegal_move", t("msg-not-legal", { move }));
  if (pick.length > 1) restoreBoard();
  pick = [];
  const input = $<HTMLInputElement>("move-input");
  input.value = "";
  renderSuggestions();
  if (!sendMove(move)) return;
  await animateSent(move, 0);
}

// ---------------------------------------------------------------- clocks

function setClocks(clocks: Clocks | null, at: number): void {
  clockBase = clocks ? { clocks, at } : null;
  renderClocks();
}

function timeLeft(colour: Colour): number | null {
  if (!clockBase) return null;
  const { clocks, at } = clockBase;
  const base = colour === "white" ? clocks.white_ms : clocks.black_ms;
  const running = clocks.running === colour && game?.status === "playing";
  return Math.max(0, base - (running ? performance.now() - at : 0));
}

function renderClocks(): void {
  for (const colour of ["white", "black"] as const) {
    const clock = $(`clock-${colour}`);
    const left = game?.time_control ? timeLeft(colour) : null;
    const running = left !== null && clockBase?.clocks.running === colour && game?.status === "playing";
    const text = left === null ? t("game-no-clock") : clockText(left);
    if (clock.textContent !== text) clock.textContent = text;
    clock.dataset.running = String(running);
    clock.classList.toggle("low", left !== null && left < 20000);
  }
}
setInterval(renderClocks, 200);

// ---------------------------------------------------------------- rendering

function sideName(colour: Colour): string {
  return t(colour === "white" ? "side-white" : "side-black");
}

function controlText(control: TimeControl | null): string {
  if (!control) return t("clock-none");
  return t("clock-control", { minutes: Math.round(control.initial_s / 60), increment: control.increment_s });
}

function resultText(): string {
  const result = game?.result;
  if (!result) return t("result-over");
  const winner = result.winner ? sideName(result.winner) : "";
  const loser = result.winner ? sideName(opponent(result.winner)) : "";
  const id = `result-${result.reason.replace(/_/g, "-")}`;
  const text = t(id, { winner, loser });
  return text === id ? t("result-over") : text;
}

function ends(move: string): [string, string] {
  const squares = moveSquares(move);
  return [squares[0]!, squares[squares.length - 1]!];
}

function setMessage(kind: string, text: string): void {
  const message = $("message");
  message.dataset.kind = kind;
  message.textContent = text;
}

let lastAnnounced = "";
function announce(text: string): void {
  const live = $("live");
  // The same words twice in a row are still read out: the region changes each time.
  live.textContent = text === lastAnnounced ? `${text}\u00a0` : text;
  lastAnnounced = live.textContent;
}

function render(): void {
  if (!code) return;
  const playing = game?.status === "playing";
  const ended = game?.status === "ended";
  const player = role === "player";

  // The board's marks.
  const last = game && game.moves.length > 0 ? ends(game.moves[game.moves.length - 1]!) : null;
  board.mark({
    selected: pick[0] ?? null,
    landings: landings(),
    path: pick,
    lastFrom: pending ? ends(pending.move)[0] : (last?.[0] ?? null),
    lastTo: pending ? ends(pending.move)[1] : (last?.[1] ?? null),
  });
  $("board").classList.toggle("my-turn", myTurn());

  // Players.
  for (const colour of ["white", "black"] as const) {
    const seat = game?.[colour];
    const line = $(`player-${colour}`);
    let state: string;
    let who: string;
    if (!seat || !seat.taken) {
      state = "waiting";
      who = t("player-waiting");
    } else if (me === colour && player) {
      state = "you";
      who = t("player-you");
    } else if (!presenceKnown) {
      // Disconnected, the page cannot know who is there.
      state = "unknown";
      who = player ? `${t("player-opponent")} · ${t("player-unknown")}` : t("player-unknown");
    } else {
      state = seat.online ? "online" : "offline";
      const presence = t(seat.online ? "player-online" : "player-offline");
      who = player ? `${t("player-opponent")} · ${presence}` : presence;
      if (!seat.online && player) state = "offline";
      else if (player) state = "opponent";
    }
    line.textContent = t("player-line", { side: sideName(colour), who });
    line.dataset.state = state;
    $(`seat-${colour}`).classList.toggle("to-move", playing && sideToMove() === colour);
  }
  // The opponent sits at the far side of the board: the panel lists the near side last.
  $("seat-white").style.order = board.isFlipped ? "0" : "1";
  $("seat-black").style.order = board.isFlipped ? "1" : "0";

  // Status and hint.
  let status: string;
  if (!game) status = t("game-loading");
  else if (game.status === "waiting") status = t(player ? "status-waiting-you" : "status-waiting");
  else if (ended) status = t("status-over", { result: resultText() });
  else if (player) {
    status = myTurn()
      ? t("status-your-move", { side: sideName(me!) })
      : t("status-their-move", { side: sideName(sideToMove()) });
  } else status = t("status-to-move", { side: sideName(sideToMove()) });
  if ($("message").dataset.kind === "no_such_game") status = t("status-no-game");
  $("status").textContent = status;
  let hint = "";
  if (game && player && myTurn()) {
    if (pick.length === 1) hint = t("hint-move-from", { square: pick[0]! });
    else if (pick.length > 1) hint = t("hint-go-on");
    else hint = legal.some(isCapture) ? t("hint-must-capture") : t("hint-pick");
  } else if (game && player && me) hint = t("hint-you-play", { side: sideName(me) });
  else if (game && role === "spectator") hint = t("hint-watching");
  $("hint").textContent = hint;

  // The offer from the other side.
  const incoming = player && me ? game?.offers.find((offer) => offer.by !== me) : undefined;
  const offerBox = $("offer");
  offerBox.hidden = !incoming;
  if (incoming) {
    $("offer-text").textContent = t(`offer-${incoming.kind}`, { side: sideName(incoming.by) });
    offerBox.dataset.kind = incoming.kind;
  }

  // Buttons.
  const waiting = game?.status === "waiting";
  const resign = $<HTMLButtonElement>("resign");
  resign.hidden = !player || ended || !game;
  const armed = resignArmed > 0;
  resign.textContent = t(waiting ? (armed ? "game-withdraw-confirm" : "game-withdraw") : armed ? "game-resign-confirm" : "game-resign");
  resign.classList.toggle("confirm", armed);
  $("resign-cancel").hidden = !armed || resign.hidden;
  const draw = $<HTMLButtonElement>("offer-draw");
  draw.hidden = !player || !playing;
  draw.disabled = !!game?.offers.some((offer) => offer.kind === "draw" && offer.by === me);
  const takeback = $<HTMLButtonElement>("offer-takeback");
  takeback.hidden = !player || !playing;
  const mine = game ? game.moves.some((_, ply) => moverAt(ply) === me) : false;
  takeback.disabled = !mine || !!game?.offers.some((offer) => offer.kind === "takeback" && offer.by === me);
  const rematch = $<HTMLButtonElement>("offer-rematch");
  rematch.hidden = !player || !ended || game?.result?.reason === "withdrawn";
  rematch.disabled = !!game?.rematch || !!game?.offers.some((offer) => offer.kind === "rematch" && offer.by === me);
  const rematchLink = $<HTMLAnchorElement>("rematch-link");
  rematchLink.hidden = !(game?.rematch && role === "spectator");
  if (game?.rematch) rematchLink.href = href(`/g/${game.rematch}`);

  // The move field works for the player to move.
  const input = $<HTMLInputElement>("move-input");
  $("move-form").hidden = !player || !playing;
  input.disabled = false;

  // The record, the code and the spectators.
  renderMoves();
  const variant = game?.variant ?? "lasca7";
  const variantBox = $("variant");
  variantBox.textContent = t(`variant-${variant}`);
  variantBox.dataset.variant = variant;
  const codeBox = $("code");
  codeBox.textContent = groupCode(code);
  codeBox.dataset.code = code;
  $("spectators").textContent = game && presenceKnown ? t("game-spectators", { count: game.spectators }) : "";
  $("game").dataset.status = game?.status ?? "loading";
  $("game").dataset.role = role ?? "";
  renderClocks();
  renderInspector();
}

function renderMoves(): void {
  const list = $("moves");
  const moves = game?.moves ?? [];
  if (list.children.length === moves.length && list.dataset.last === (moves[moves.length - 1] ?? "")) return;
  list.replaceChildren(
    ...moves.map((move, ply) => {
      const item = document.createElement("li");
      item.textContent = move;
      item.className = moverAt(ply);
      return item;
    }),
  );
  list.dataset.last = moves[moves.length - 1] ?? "";
  list.classList.toggle("empty", moves.length === 0);
  list.dataset.empty = t("game-no-moves");
  list.scrollTop = list.scrollHeight;
}

function manTitle(man: Man): string {
  return t(`man-title-${man}`);
}

function renderInspector(): void {
  const box = $("inspector");
  const square = inspected ?? pick[0] ?? null;
  if (!square) {
    box.replaceChildren(Object.assign(document.createElement("p"), { className: "note", textContent: t("inspector-hint") }));
    return;
  }
  const men = board.position.columns.get(square);
  const title = document.createElement("h3");
  if (!men || men.length === 0) {
    title.textContent = t("inspector-empty", { square });
    box.replaceChildren(title);
    return;
  }
  const owner = colourOf(men[0]!);
  title.textContent = t("inspector-title", { square, side: sideName(owner), count: men.length });
  const list = document.createElement("ol");
  men.forEach((man, index) => {
    const item = document.createElement("li");
    const disc = document.createElement("span");
    disc.className = `disc m-${man.toLowerCase()}${isOfficer(man) ? " officer" : ""}`;
    const role = index === 0 ? t("inspector-commander") : colourOf(man) !== owner ? t("inspector-prisoner") : "";
    item.append(disc, document.createTextNode(role ? `${manTitle(man)} · ${role}` : manTitle(man)));
    list.append(item);
  });
  box.replaceChildren(title, list);
}

// ---------------------------------------------------------------- the move field

function suggestions(): string[] {
  const typed = $<HTMLInputElement>("move-input").value.trim().toLowerCase();
  if (!typed || !myTurn()) return [];
  return legal.filter((move) => move.startsWith(typed));
}

function renderSuggestions(): void {
  const input = $<HTMLInputElement>("move-input");
  const list = $("move-suggestions");
  const found = suggestions();
  const exact = found.length === 1 && found[0] === input.value.trim().toLowerCase();
  const shown = exact ? [] : found.slice(0, 12);
  list.replaceChildren(
    ...shown.map((move) => {
      const item = document.createElement("li");
      item.textContent = move;
      item.setAttribute("role", "option");
      item.dataset.move = move;
      return item;
    }),
  );
  input.setAttribute("aria-expanded", String(shown.length > 0));
}

function setupMoveField(): void {
  const input = $<HTMLInputElement>("move-input");
  input.addEventListener("input", renderSuggestions);
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || event.shiftKey) return;
    const found = suggestions();
    if (found.length === 0) return;
    let common = found[0]!;
    for (const move of found) {
      while (!move.startsWith(common)) common = common.slice(0, -1);
    }
    if (common.length > input.value.trim().length) {
      event.preventDefault();
      input.value = common;
      renderSuggestions();
    }
  });
  $("move-suggestions").addEventListener("click", (event) => {
    const move = (event.target as HTMLElement).closest("li")?.dataset.move;
    if (move) {
      input.value = move;
      enqueue(() => playTyped(move));
    }
  });
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value;
    enqueue(() => playTyped(text));
  });
}

// ---------------------------------------------------------------- buttons

function request(message: Record<string, unknown>): void {
  if (!connection.send(message)) {
    setMessage("offline", t("msg-offline-request"));
    render();
  }
}

function seatRequest(type: string, extra: Record<string, unknown> = {}): void {
  if (!code) return;
  const seat = loadSeat(code);
  if (!seat) return;
  request({ type, code, token: seat.token, ...extra });
}

function setupButtons(): void {
  let disarm = 0;
  const disarmResign = () => {
    resignArmed = 0;
    clearTimeout(disarm);
    render();
  };
  $("resign").addEventListener("click", () => {
    if (resignArmed === 0) {
      resignArmed = 1;
      disarm = window.setTimeout(disarmResign, 5000);
      render();
      return;
    }
    disarmResign();
    seatRequest("resign");
  });
  $("resign-cancel").addEventListener("click", () => {
    disarmResign();
    $("resign").focus();
  });
  $("offer-draw").addEventListener("click", () => seatRequest("offer", { kind: "draw" }));
  $("offer-takeback").addEventListener("click", () => seatRequest("offer", { kind: "takeback" }));
  $("offer-rematch").addEventListener("click", () => seatRequest("offer", { kind: "rematch" }));
  const answer = (accept: boolean) => {
    const kind = $("offer").dataset.kind;
    if (!kind || !game) return;
    seatRequest("answer", { kind, accept });
    if (!accept) {
      game.offers = game.offers.filter((offer) => offer.kind !== kind);
      render();
    }
  };
  $("offer-accept").addEventListener("click", () => answer(true));
  $("offer-decline").addEventListener("click", () => answer(false));
  $("flip").addEventListener("click", () => {
    board.setFlipped(!board.isFlipped);
    render();
  });
  $("copy-link").addEventListener("click", () => void copyLink());
  $("rematch-link").addEventListener("click", (event) => {
    event.preventDefault();
    if (!game?.rematch) return;
    navigate(`/g/${game.rematch}`);
    showGame(game.rematch, true);
  });
  for (const id of ["home", "to-lobby"]) {
    $(id).addEventListener("click", (event) => {
      event.preventDefault();
      navigate("/");
      showLobby();
    });
  }
  addEventListener("keydown", (event) => {
    if (event.key === "Escape" && pick.length > 0) {
      if (pick.length > 1) enqueue(() => restoreBoard());
      pick = [];
      render();
    }
  });
}

async function copyLink(): Promise<void> {
  if (!code) return;
  const link = `${location.origin}/g/${code}`;
  let copied = false;
  try {
    await navigator.clipboard.writeText(link);
    copied = true;
  } catch {
    const area = document.createElement("textarea");
    area.value = link;
    area.setAttribute("readonly", "");
    area.className = "visually-hidden";
    document.body.append(area);
    area.select();
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    area.remove();
  }
  setMessage(copied ? "copied" : "copy_failed", copied ? t("game-link-copied") : t("game-copy-failed", { link }));
}

// ---------------------------------------------------------------- the lobby

interface LobbyGame {
  code: string;
  free: Colour;
  time_control: TimeControl | null;
  age_s: number;
  /** Left out for Lasca 7x7. */
  variant?: Variant;
}

function renderLobby(games: LobbyGame[]): void {
  const list = $("lobby-list");
  list.replaceChildren(
    ...(games ?? []).map((entry) => {
      const item = document.createElement("li");
      item.dataset.code = entry.code;
      const name = document.createElement("strong");
      name.textContent = groupCode(entry.code);
      const about = document.createElement("span");
      about.textContent = t("lobby-entry", { side: sideName(entry.free), control: controlText(entry.time_control) });
      if (entry.variant && entry.variant !== "lasca7") {
        item.dataset.variant = entry.variant;
        about.textContent = `${t(`variant-${entry.variant}`)} · ${about.textContent}`;
      }
      const age = document.createElement("span");
      age.className = "age";
      age.textContent = t("lobby-age", { minutes: Math.floor(entry.age_s / 60) });
      const join = document.createElement("button");
      join.type = "button";
      join.className = "join primary";
      join.textContent = t("lobby-join");
      join.addEventListener("click", () => openCode(entry.code, false));
      item.append(name, about, age, join);
      return item;
    }),
  );
  $("lobby-empty").hidden = (games ?? []).length > 0;
}

/** The answer to a `create` came (or will not: the connection dropped). */
function creationAnswered(): void {
  creating = false;
  $<HTMLButtonElement>("create-button").disabled = false;
}

function openCode(wanted: string, watch: boolean): void {
  navigate(`/g/${wanted}`);
  showGame(wanted, watch);
}

function setupLobby(): void {
  for (const option of $<HTMLSelectElement>("create-clock").options) {
    const [minutes, increment] = option.value.split("+");
    if (increment) option.textContent = t("clock-control", { minutes: Number(minutes), increment: Number(increment) });
  }
  $("create-form").addEventListener("submit", (event) => {
    event.preventDefault();
    // One click, one game: the button waits for the answer. Each click's `create` has an id
    // of its own; the server answers the same id again with the same game.
    if (creating) return;
    const clock = $<HTMLSelectElement>("create-clock").value;
    const [minutes, increment] = clock.split("+").map(Number);
    const control = clock === "none" ? null : { initial_s: (minutes ?? 5) * 60, increment_s: increment ?? 0 };
    createRid = (createRid + 1) >>> 0;
    if (
      !connection.send({
        type: "create",
        colour: $<HTMLSelectElement>("create-colour").value,
        clock: control,
        public: $<HTMLInputElement>("create-public").checked,
        variant: $<HTMLSelectElement>("create-variant").value,
        rid: createRid,
      })
    ) {
      $("join-error").textContent = t("msg-offline-request");
      return;
    }
    creating = true;
    $<HTMLButtonElement>("create-button").disabled = true;
  });
  const codeOf = (): string | null => {
    const typed = normaliseCode($<HTMLInputElement>("join-code").value);
    if (!validCode(typed)) {
      $("join-error").textContent = t("lobby-bad-code", { code: typed || $<HTMLInputElement>("join-code").value });
      return null;
    }
    $("join-error").textContent = "";
    return typed;
  };
  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const wanted = codeOf();
    if (wanted) openCode(wanted, false);
  });
  $("watch-button").addEventListener("click", () => {
    const wanted = codeOf();
    if (wanted) openCode(wanted, true);
  });
  setInterval(() => {
    if (!code && !document.hidden) connection.send({ type: "lobby" });
  }, 5000);
}

// ---------------------------------------------------------------- start

function start(): void {
  translatePage();
  // The header's links (`?lang=xx`, relative: they keep the page's path, also after
  // pushState) choose a language; the page's own is marked.
  for (const link of $("lang-switch").querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
    if (link.hreflang === lang) link.setAttribute("aria-current", "true");
  }
  setupLobby();
  setupButtons();
  setupMoveField();
  route();
  connection.start();
}

start();
