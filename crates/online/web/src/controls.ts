// The move field and the buttons of the game's panel.
import { t } from "./i18n";
import { type ClientMessage } from "./net";
import { loadSeat, type OfferKind } from "./model";
import { board, connection, enqueue, review } from "./app";
import { playTyped, restoreBoard } from "./moves";
import { navigate, showGame, showLobby } from "./routes";
import { $, S, myTurn, setMessage } from "./state";
import { setSound, soundOn } from "./sound";
import { render } from "./view";

// ---------------------------------------------------------------- the move field

export function suggestions(): string[] {
  const typed = $<HTMLInputElement>("move-input").value.trim().toLowerCase();
  if (!typed || !myTurn()) return [];
  return S.legal.filter((move) => move.startsWith(typed));
}

export function renderSuggestions(): void {
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

export function setupMoveField(): void {
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

/** Sends a request of the player's seat (`resign`, `offer`, `answer`), built from its code
 * and token. */
export function seatRequest(build: (code: string, token: string) => ClientMessage): void {
  if (!S.code) return;
  const seat = loadSeat(S.code);
  if (!seat) return;
  if (!connection.send(build(S.code, seat.token))) {
    setMessage("offline", t("msg-offline-request"));
    render();
  }
}

export function offer(kind: OfferKind): void {
  seatRequest((code, token) => ({ type: "offer", code, token, kind }));
}

export function setupButtons(): void {
  let disarm = 0;
  const disarmResign = () => {
    S.resignArmed = 0;
    clearTimeout(disarm);
    render();
  };
  $("resign").addEventListener("click", () => {
    if (S.resignArmed === 0) {
      S.resignArmed = 1;
      disarm = window.setTimeout(disarmResign, 5000);
      render();
      return;
    }
    disarmResign();
    seatRequest((code, token) => ({ type: "resign", code, token }));
  });
  $("resign-cancel").addEventListener("click", () => {
    disarmResign();
    $("resign").focus();
  });
  $("offer-draw").addEventListener("click", () => offer("draw"));
  $("offer-takeback").addEventListener("click", () => offer("takeback"));
  $("offer-rematch").addEventListener("click", () => offer("rematch"));
  $("claim").addEventListener("click", () => seatRequest((code, token) => ({ type: "claim", code, token })));
  const answer = (accept: boolean) => {
    const kind = $("offer").dataset.kind as OfferKind | undefined;
    if (!kind || !S.game) return;
    seatRequest((code, token) => ({ type: "answer", code, token, kind, accept }));
    if (!accept) {
      S.game.offers = S.game.offers.filter((offer) => offer.kind !== kind);
      render();
    }
  };
  $("offer-accept").addEventListener("click", () => answer(true));
  $("offer-decline").addEventListener("click", () => answer(false));
  // A move of the list shows the board after it.
  $("moves").addEventListener("click", (event) => {
    const ply = (event.target as HTMLElement).closest("li")?.dataset.ply;
    if (ply) review.go(Number(ply));
  });
  $("flip").addEventListener("click", () => {
    board.setFlipped(!board.isFlipped);
    render();
  });
  $("copy-link").addEventListener("click", () => void copyLink());
  const sound = $<HTMLInputElement>("sound");
  sound.checked = soundOn();
  sound.addEventListener("change", () => setSound(sound.checked));
  $("rematch-link").addEventListener("click", (event) => {
    event.preventDefault();
    if (!S.game?.rematch) return;
    navigate(`/g/${S.game.rematch}`);
    showGame(S.game.rematch, true);
  });
  for (const id of ["home", "to-lobby"]) {
    $(id).addEventListener("click", (event) => {
      event.preventDefault();
      navigate("/");
      showLobby();
    });
  }
  addEventListener("keydown", (event) => {
    if (event.key === "Escape" && S.pick.length > 0) {
      if (S.pick.length > 1) enqueue(() => restoreBoard());
      S.pick = [];
      render();
    }
  });
}

export async function copyLink(): Promise<void> {
  if (!S.code) return;
  const link = `${location.origin}/g/${S.code}`;
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
