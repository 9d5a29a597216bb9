// The clocks and the game's panel, drawn from the state.
import { t } from "./i18n";
import { levelName, sideName } from "./lobby";
import { colourOf, isCapture, isOfficer, moverAt, opponent, parsePosition, type Colour, type Man } from "./rules";
import { clockText, groupCode, type Clocks } from "./model";
import { board, review } from "./app";
import { landings } from "./moves";
import { href } from "./routes";
import { $, S, ends, myTurn, sideToMove } from "./state";

// ---------------------------------------------------------------- clocks

export function setClocks(clocks: Clocks | null, at: number): void {
  S.clockBase = clocks ? { clocks, at } : null;
  renderClocks();
}

export function timeLeft(colour: Colour): number | null {
  if (!S.clockBase) return null;
  const { clocks, at } = S.clockBase;
  const base = colour === "white" ? clocks.white_ms : clocks.black_ms;
  const running = clocks.running === colour && S.game?.status === "playing";
  return Math.max(0, base - (running ? performance.now() - at : 0));
}

export function renderClocks(): void {
  for (const colour of ["white", "black"] as const) {
    const clock = $(`clock-${colour}`);
    const left = S.game?.time_control ? timeLeft(colour) : null;
    const running = left !== null && S.clockBase?.clocks.running === colour && S.game?.status === "playing";
    const text = left === null ? t("game-no-clock") : clockText(left);
    if (clock.textContent !== text) clock.textContent = text;
    clock.dataset.running = String(running);
    clock.classList.toggle("low", left !== null && left < 20000);
  }
}
setInterval(renderClocks, 200);

// ---------------------------------------------------------------- rendering

export function resultText(): string {
  const result = S.game?.result;
  if (!result) return t("result-over");
  const winner = result.winner ? sideName(result.winner) : "";
  const loser = result.winner ? sideName(opponent(result.winner)) : "";
  const id = `result-${result.reason.replace(/_/g, "-")}`;
  const text = t(id, { winner, loser });
  return text === id ? t("result-over") : text;
}




export function render(): void {
  if (!S.code) return;
  const playing = S.game?.status === "playing";
  const ended = S.game?.status === "ended";
  const player = S.role === "player";

  // The board's marks (or a ply of the record, while the review shows one).
  if (!review.drawBoard()) {
    // Back from the review: the game as it stands.
    if (review.takeClosed() && S.game) board.show(parsePosition(S.position), S.game.moves.length, S.position);
    const last = S.game && S.game.moves.length > 0 ? ends(S.game.moves[S.game.moves.length - 1]!) : null;
    board.mark({
      selected: S.pick[0] ?? null,
      landings: landings(),
      path: S.pick,
      lastFrom: S.pending ? ends(S.pending.move)[0] : (last?.[0] ?? null),
      lastTo: S.pending ? ends(S.pending.move)[1] : (last?.[1] ?? null),
    });
  }
  $("board").classList.toggle("my-turn", myTurn() && !review.active);
  // A player in another tab sees whose move it is in the tab's title.
  document.title = myTurn() ? t("title-your-move") : t("page-title");
  const computer = S.game?.computer ?? null;
  const thinking = !!computer && playing && sideToMove() === computer.colour;

  // Players.
  for (const colour of ["white", "black"] as const) {
    const seat = S.game?.[colour];
    const line = $(`player-${colour}`);
    let state: string;
    let who: string;
    if (computer && computer.colour === colour) {
      state = thinking ? "thinking" : "computer";
      who = t("player-computer", { level: levelName(computer.level) });
    } else if (!seat || !seat.taken) {
      state = "waiting";
      who = t("player-waiting");
    } else if (S.me === colour && player) {
      state = "you";
      who = t("player-you");
    } else if (!S.presenceKnown) {
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
    // Protocol 5: the player's name, rating (with "?" while provisional) and its change.
    const named = S.game?.players?.[colour];
    if (named && !(computer && computer.colour === colour)) {
      const rating = named.rating === null ? null : `${named.rating}${named.provisional ? "?" : ""}`;
      let name = rating === null ? t("player-name", { name: named.name }) : t("player-rated", { name: named.name, rating });
      if (named.change !== null) name += ` ${named.change >= 0 ? "+" : "−"}${Math.abs(named.change)}`;
      who = state === "you" ? `${name} · ${who}` : name + (state === "offline" ? ` · ${t("player-offline")}` : "");
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
  if (!S.game) status = t("game-loading");
  else if (S.game.status === "waiting") status = t(player ? "status-waiting-you" : "status-waiting");
  else if (ended) status = t("status-over", { result: resultText() });
  else if (player) {
    status = myTurn()
      ? t("status-your-move", { side: sideName(S.me!) })
      : t("status-their-move", { side: sideName(sideToMove()) });
  } else status = t("status-to-move", { side: sideName(sideToMove()) });
  if (thinking) status = t("status-computer-thinking");
  $("status").classList.toggle("thinking", thinking);
  if ($("message").dataset.kind === "no_such_game") status = t("status-no-game");
  $("status").textContent = status;
  let hint = "";
  if (S.game && player && myTurn()) {
    if (S.pick.length === 1) hint = t("hint-move-from", { square: S.pick[0]! });
    else if (S.pick.length > 1) hint = t("hint-go-on");
    else hint = S.legal.some(isCapture) ? t("hint-must-capture") : t("hint-pick");
  } else if (S.game && player && S.me) hint = t("hint-you-play", { side: sideName(S.me) });
  else if (S.game && S.role === "spectator") hint = t("hint-watching");
  $("hint").textContent = hint;

  // The offer from the other side.
  const incoming = player && S.me ? S.game?.offers.find((offer) => offer.by !== S.me) : undefined;
  const offerBox = $("offer");
  offerBox.hidden = !incoming;
  if (incoming) {
    $("offer-text").textContent = t(`offer-${incoming.kind}`, { side: sideName(incoming.by) });
    offerBox.dataset.kind = incoming.kind;
  }

  // Buttons.
  const waiting = S.game?.status === "waiting";
  const resign = $<HTMLButtonElement>("resign");
  resign.hidden = !player || ended || !S.game;
  const armed = S.resignArmed > 0;
  resign.textContent = t(waiting ? (armed ? "game-withdraw-confirm" : "game-withdraw") : armed ? "game-resign-confirm" : "game-resign");
  resign.classList.toggle("confirm", armed);
  $("resign-cancel").hidden = !armed || resign.hidden;
  const draw = $<HTMLButtonElement>("offer-draw");
  draw.hidden = !player || !playing;
  draw.disabled = !!S.game?.offers.some((offer) => offer.kind === "draw" && offer.by === S.me);
  const takeback = $<HTMLButtonElement>("offer-takeback");
  takeback.hidden = !player || !playing;
  const mine = S.game ? S.game.moves.some((_, ply) => moverAt(ply) === S.me) : false;
  takeback.disabled = !mine || !!S.game?.offers.some((offer) => offer.kind === "takeback" && offer.by === S.me);
  const rematch = $<HTMLButtonElement>("offer-rematch");
  rematch.hidden = !player || !ended || S.game?.result?.reason === "withdrawn";
  rematch.disabled = !!S.game?.rematch || !!S.game?.offers.some((offer) => offer.kind === "rematch" && offer.by === S.me);
  // Version 5: the opponent gone a minute (as this page saw it) from a game on a clock of
  // minutes: the game may be claimed (the server checks the minute itself).
  const control = S.game?.time_control;
  const minutes = !!control && !(control.increment_s === 0 && control.initial_s >= 86400);
  const opponentSeat = S.me ? S.game?.[S.me === "white" ? "black" : "white"] : undefined;
  const gone = !!opponentSeat && opponentSeat.taken && !opponentSeat.online && !S.game?.computer;
  if (!gone) S.opponentGoneAt = null;
  else if (S.opponentGoneAt === null) {
    S.opponentGoneAt = Date.now();
    window.setTimeout(render, 60_500);
  }
  $("claim").hidden =
    !player || !playing || !minutes || S.opponentGoneAt === null || Date.now() - S.opponentGoneAt < 60_000;
  const rematchLink = $<HTMLAnchorElement>("rematch-link");
  rematchLink.hidden = !(S.game?.rematch && S.role === "spectator");
  if (S.game?.rematch) rematchLink.href = href(`/g/${S.game.rematch}`);

  // The move field works for the player to move.
  const input = $<HTMLInputElement>("move-input");
  $("move-form").hidden = !player || !playing;
  // The sound of one's move: for a player of a game not yet over.
  $("sound-toggle").hidden = !player || ended;
  input.disabled = false;

  // The record, the code and the spectators; the review's panel.
  renderMoves();
  review.renderPanel();
  const variant = S.game?.variant ?? "lasca7";
  const variantBox = $("variant");
  variantBox.textContent = t(`variant-${variant}`);
  variantBox.dataset.variant = variant;
  const codeBox = $("code");
  codeBox.textContent = groupCode(S.code);
  codeBox.dataset.code = S.code;
  $("spectators").textContent = S.game && S.presenceKnown ? t("game-spectators", { count: S.game.spectators }) : "";
  $("game").dataset.status = S.game?.status ?? "loading";
  $("game").dataset.role = S.role ?? "";
  renderClocks();
  renderInspector();
}

export function renderMoves(): void {
  const list = $("moves");
  const moves = S.game?.moves ?? [];
  const shown = review.active ? review.ply : -1;
  const analysed = review.analysis ? "a" : "";
  const key = `${moves[moves.length - 1] ?? ""}|${shown}|${analysed}`;
  if (list.children.length === moves.length && list.dataset.key === key) return;
  list.replaceChildren(
    ...moves.map((move, ply) => {
      const item = document.createElement("li");
      item.textContent = move;
      item.className = moverAt(ply);
      item.dataset.ply = String(ply + 1);
      const kind = review.classOf(ply);
      if (kind) item.dataset.class = kind;
      if (ply + 1 === shown) item.classList.add("shown");
      return item;
    }),
  );
  list.dataset.key = key;
  list.dataset.last = moves[moves.length - 1] ?? "";
  list.classList.toggle("empty", moves.length === 0);
  list.dataset.empty = t("game-no-moves");
  list.scrollTop = list.scrollHeight;
}

export function manTitle(man: Man): string {
  return t(`man-title-${man}`);
}

export function renderInspector(): void {
  const box = $("inspector");
  const square = S.inspected ?? S.pick[0] ?? null;
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
    const part = index === 0 ? t("inspector-commander") : colourOf(man) !== owner ? t("inspector-prisoner") : "";
    item.append(disc, document.createTextNode(part ? `${manTitle(man)} · ${part}` : manTitle(man)));
    list.append(item);
  });
  box.replaceChildren(title, list);
}
