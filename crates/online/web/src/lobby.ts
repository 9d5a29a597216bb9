// The lobby: play the computer, create a game for a friend, join or watch one by its code, and
// the public games waiting for an opponent.
import { t } from "./i18n";
import { me, myRating } from "./account";
import type { ClientMessage } from "./net";
import { groupCode, normaliseCode, validCode, type LobbyEntry, type TimeControl } from "./model";
import type { Colour } from "./rules";
import type { MyGame, PlayerView, PlayingEntry, SeatChoice, Variant } from "./protocol.gen";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** What the lobby needs of the page. */
export interface LobbyHost {
  send(message: ClientMessage): boolean;
  /** Opens the game `code` (to play, or to watch). */
  open(code: string, watch: boolean): void;
  /** Whether a game is on the page (the lobby is then not refreshed). */
  inGame(): boolean;
}

/** The computer's levels (lasca_ai's `Level`, docs/LEVELS.md): their rating estimates. */
export const LEVEL_RATINGS = [800, 1100, 1600, 1700, 2000, 2250, 2700, 2900] as const;

export function sideName(colour: Colour): string {
  return t(colour === "white" ? "side-white" : "side-black");
}

export function controlText(control: TimeControl | null): string {
  if (!control) return t("clock-none");
  if (control.increment_s === 0 && control.initial_s >= 86400 && control.initial_s % 86400 === 0) {
    return t("clock-days", { days: control.initial_s / 86400 });
  }
  return t("clock-control", { minutes: Math.round(control.initial_s / 60), increment: control.increment_s });
}

/** "Level 3, Corporal". */
export function levelName(level: number): string {
  return t("level-name", { level, name: t(`level-${level}`) });
}

/** A clock choice of the lobby's selects (`none`, `5+3`). */
function clockOf(value: string): TimeControl | null {
  if (value === "none") return null;
  // Correspondence: days a move.
  if (value.endsWith("d")) return { initial_s: Number(value.slice(0, -1)) * 86400, increment_s: 0 };
  const [minutes, increment] = value.split("+").map(Number);
  return { initial_s: (minutes ?? 5) * 60, increment_s: increment ?? 0 };
}

export class Lobby {
  /** The `rid` of the last `create` (one a click), and whether its answer is awaited. */
  private rid = 0;
  private creating = false;

  constructor(private readonly host: LobbyHost) {}

  setup(): void {
    for (const select of [$<HTMLSelectElement>("create-clock"), $<HTMLSelectElement>("computer-clock")]) {
      for (const option of select.options) {
        const [minutes, increment] = option.value.split("+");
        if (increment) option.textContent = t("clock-control", { minutes: Number(minutes), increment: Number(increment) });
        if (option.value.endsWith("d")) option.textContent = t("clock-days", { days: Number(option.value.slice(0, -1)) });
      }
    }
    const level = $<HTMLSelectElement>("computer-level");
    level.replaceChildren(
      ...LEVEL_RATINGS.map((rating, i) => {
        const option = document.createElement("option");
        option.value = String(i + 1);
        option.textContent = t("level-option", { level: i + 1, name: t(`level-${i + 1}`), rating });
        option.selected = i === 1;
        return option;
      }),
    );
    const about = () => ($("computer-level-about").textContent = t(`level-about-${level.value}`));
    level.addEventListener("change", about);
    about();
    $("computer-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.create(
        $<HTMLSelectElement>("computer-colour").value as SeatChoice,
        $<HTMLSelectElement>("computer-clock").value,
        false,
        $<HTMLSelectElement>("computer-variant").value as Variant,
        Number(level.value),
      );
    });
    $("create-form").addEventListener("submit", (event) => {
      event.preventDefault();
      // Listed in the lobby: a seek (version 5), withdrawn when its maker leaves.
      if ($<HTMLInputElement>("create-public").checked) {
        const variant = $<HTMLSelectElement>("create-variant").value as Variant;
        const clock = clockOf($<HTMLSelectElement>("create-clock").value);
        const rated = !!me?.account && $<HTMLInputElement>("create-rated").checked && clock !== null;
        const spread = $<HTMLSelectElement>("create-range").value;
        let range: [number, number] | null = null;
        if (rated && spread !== "any") {
          const mine = myRating(variant, clock);
          range = [Math.max(0, mine - Number(spread)), mine + Number(spread)];
        }
        this.post({
          type: "post",
          colour: $<HTMLSelectElement>("create-colour").value as SeatChoice,
          clock,
          variant,
          rated,
          range,
        });
        return;
      }
      this.create(
        $<HTMLSelectElement>("create-colour").value as SeatChoice,
        $<HTMLSelectElement>("create-clock").value,
        $<HTMLInputElement>("create-public").checked,
        $<HTMLSelectElement>("create-variant").value as Variant,
        null,
      );
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
      if (wanted) this.host.open(wanted, false);
    });
    $("watch-button").addEventListener("click", () => {
      const wanted = codeOf();
      if (wanted) this.host.open(wanted, true);
    });
    setInterval(() => {
      if (!this.host.inGame() && !document.hidden) {
        this.host.send({ type: "lobby" });
        this.host.send({ type: "mine" });
      }
    }, 5000);
  }

  /** One click, one game: the buttons wait for the answer. Each click's `create` has an id
   * of its own; the server answers the same id again with the same game. */
  private create(colour: SeatChoice, clock: string, isPublic: boolean, variant: Variant, level: number | null): void {
    if (this.creating) return;
    this.rid = (this.rid + 1) >>> 0;
    const message: ClientMessage = {
      type: "create",
      colour,
      clock: clockOf(clock),
      public: isPublic,
      variant,
      rid: this.rid,
      ...(level !== null ? { opponent: { computer: level } } : {}),
    };
    if (!this.host.send(message)) {
      this.error(t("msg-offline-request"));
      return;
    }
    this.creating = true;
    $<HTMLButtonElement>("create-button").disabled = true;
    $<HTMLButtonElement>("computer-button").disabled = true;
  }

  /** Posts a seek in the lobby; the buttons wait for the answer, as for `create`. */
  private post(message: ClientMessage): void {
    if (this.creating) return;
    if (!this.host.send(message)) {
      this.error(t("msg-offline-request"));
      return;
    }
    this.creating = true;
    $<HTMLButtonElement>("create-button").disabled = true;
    $<HTMLButtonElement>("computer-button").disabled = true;
  }

  /** The answer to a `create` came (or will not: the connection dropped). */
  answered(): void {
    this.creating = false;
    $<HTMLButtonElement>("create-button").disabled = false;
    $<HTMLButtonElement>("computer-button").disabled = false;
  }

  /** A refusal shown in the lobby. */
  error(text: string): void {
    $("join-error").textContent = text;
    $("computer-error").textContent = text;
  }

  /** The player's unfinished games (`mine`): its turn first. */
  renderMine(games: MyGame[]): void {
    $("my-games").hidden = games.length === 0;
    $("my-games-list").replaceChildren(
      ...games.map((game) => {
        const item = document.createElement("li");
        item.dataset.code = game.code;
        item.dataset.turn = String(game.your_turn);
        const turn = document.createElement("strong");
        turn.className = "turn";
        turn.textContent = t(game.your_turn ? "lobby-your-turn" : game.opponent ? "lobby-their-turn" : "lobby-waiting-opponent");
        const about = document.createElement("span");
        const parts = [
          game.opponent ? t("lobby-against", { name: game.opponent }) : groupCode(game.code),
          controlText(game.time_control),
        ];
        if (game.variant !== "lasca7") parts.unshift(t(`variant-${game.variant}`));
        about.textContent = parts.join(" · ");
        const open = document.createElement("button");
        open.type = "button";
        open.className = game.your_turn ? "primary" : "";
        open.textContent = t("lobby-open-game");
        open.addEventListener("click", () => this.host.open(game.code, false));
        item.append(turn, about, open);
        return item;
      }),
    );
  }

  /** The games being played now (version 5), to watch. */
  renderPlaying(games: PlayingEntry[]): void {
    $("playing").hidden = games.length === 0;
    $("playing-list").replaceChildren(
      ...games.map((game) => {
        const item = document.createElement("li");
        item.dataset.code = game.code;
        const names = document.createElement("strong");
        const name = (player: PlayerView | null) =>
          !player ? "?" : player.rating === null ? player.name : `${player.name} (${player.rating}${player.provisional ? "?" : ""})`;
        names.textContent = `${name(game.players.white)} – ${name(game.players.black)}`;
        const about = document.createElement("span");
        const parts = [controlText(game.time_control)];
        if (game.variant !== "lasca7") parts.unshift(t(`variant-${game.variant}`));
        if (game.players.rated) parts.push(t("lobby-rated"));
        about.textContent = parts.join(" · ");
        const watch = document.createElement("button");
        watch.type = "button";
        watch.className = "join";
        watch.textContent = t("lobby-watch");
        watch.addEventListener("click", () => this.host.open(game.code, true));
        item.append(names, about, watch);
        return item;
      }),
    );
  }

  render(games: LobbyEntry[]): void {
    const list = $("lobby-list");
    list.replaceChildren(
      ...games.map((entry) => {
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
        // Version 5: who waits, and the seek's terms.
        if (entry.player) {
          const rating = entry.player.rating === null ? "" : ` (${entry.player.rating}${entry.player.provisional ? "?" : ""})`;
          about.textContent = `${entry.player.name}${rating} · ${about.textContent}`;
        }
        if (entry.rated) {
          item.dataset.rated = "true";
          about.textContent += ` · ${t("lobby-rated")}`;
          if (entry.range) about.textContent += ` ${entry.range[0]}–${entry.range[1]}`;
        }
        const age = document.createElement("span");
        age.className = "age";
        age.textContent = t("lobby-age", { minutes: Math.floor(entry.age_s / 60) });
        const join = document.createElement("button");
        join.type = "button";
        join.className = "join primary";
        join.textContent = t("lobby-join");
        join.addEventListener("click", () => this.host.open(entry.code, false));
        item.append(name, about, age, join);
        return item;
      }),
    );
    $("lobby-empty").hidden = games.length > 0;
  }
}
