// Looking back at a game: any ply of it on the board (the server's `replay` gives every
// position, since the page has no rules to replay the moves), the keys ←/→/Home/End, the game
// file to download, and the computer analysis (`analyse`): the score graph, each move's class
// and the engine's move as an arrow with its line.
import type { Board } from "./board";
import { lang, t } from "./i18n";
import type { ClientMessage, ServerMessage } from "./net";
import type { AnalysisView, GameView } from "./model";
import { moveSquares, parsePosition } from "./rules";

type Message<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

/** What the review needs of the page. */
export interface ReviewHost {
  board: Board;
  send(message: ClientMessage): boolean;
  code(): string | null;
  game(): GameView | null;
  /** Draws the page again (the game's own marks when the review is closed). */
  render(): void;
}

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const SVG = "http://www.w3.org/2000/svg";
/** Centi-men as men, one decimal, in the page's language; `signed` puts + before a gain. */
function men(centi: number, signed = false): string {
  const format = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: signed ? "exceptZero" : "auto",
  });
  return format.format(centi / 100);
}

/** Move `ply` (1 is the first) as the move list numbers it: "2. c3-d4", "2… e5xc3". */
function numbered(moves: string[], ply: number): string {
  return `${Math.floor((ply - 1) / 2) + 1}${ply % 2 === 1 ? "." : "…"} ${moves[ply - 1] ?? ""}`;
}

const W = 300;
const H = 90;

export class Review {
  /** Whether the board shows a ply of the record rather than the game as it stands. */
  active = false;
  /** The ply shown: the board after this many moves. */
  ply = 0;
  private positions: string[] = [];
  private forCode: string | null = null;
  /** A ply asked for before the positions came. */
  private wanted: number | null = null;
  analysis: AnalysisView | null = null;
  private progress: { done: number; total: number } | null = null;
  private asked = false;
  /** The board shows a ply of the record that is no longer wanted. */
  private stale = false;

  constructor(private readonly host: ReviewHost) {
    $("review-first").addEventListener("click", () => this.go(0));
    $("review-back").addEventListener("click", () => this.go(this.ply - 1));
    $("review-next").addEventListener("click", () => this.go(this.ply + 1));
    $("review-last").addEventListener("click", () => this.go(Number.MAX_SAFE_INTEGER));
    $("review-live").addEventListener("click", () => this.close());
    $("analyse").addEventListener("click", () => this.askAnalysis());
    $("graph").addEventListener("click", (event) => this.graphClick(event as MouseEvent));
    addEventListener("keydown", (event) => this.key(event));
  }

  /** A new game on the page: nothing of the old one's review is kept. */
  reset(): void {
    this.active = false;
    this.positions = [];
    this.forCode = null;
    this.wanted = null;
    this.analysis = null;
    this.progress = null;
    this.asked = false;
  }

  /** The game is on the page (its state came): an ended game opens at its last ply, and its
   * stored analysis is asked for at once. */
  gameShown(game: GameView): void {
    if (game.status === "ended" && game.analysed && !this.analysis && !this.asked) this.askAnalysis();
    this.renderPanel();
  }

  /** Shows ply `ply` of the game (asking for the positions first if they are not here). */
  go(ply: number): void {
    const game = this.host.game();
    const code = this.host.code();
    if (!game || !code) return;
    const target = Math.max(0, Math.min(ply, game.moves.length));
    if (this.forCode !== code || this.positions.length !== game.moves.length + 1) {
      this.wanted = target;
      this.host.send({ type: "replay", code });
      return;
    }
    this.active = game.status === "ended" || target < game.moves.length;
    this.ply = target;
    this.host.render();
  }

  /** Back to the game as it stands. */
  close(): void {
    if (this.active) this.stale = true;
    this.active = false;
    this.host.render();
  }

  /** Whether the board still shows a ply the review no longer wants (once). */
  takeClosed(): boolean {
    const stale = this.stale;
    this.stale = false;
    return stale;
  }

  /** The review's messages; false for any other. */
  receive(message: ServerMessage): boolean {
    const code = this.host.code();
    switch (message.type) {
      case "replay":
        if (message.code !== code) return true;
        this.positions = message.positions;
        this.forCode = code;
        if (this.wanted !== null) {
          const ply = this.wanted;
          this.wanted = null;
          this.go(ply);
        }
        return true;
      case "analysis_progress":
        if (message.code === code) this.progress = { done: message.done, total: message.total };
        this.renderPanel();
        return true;
      case "analysis":
        if (message.code !== code) return true;
        this.onAnalysis(message);
        return true;
      default:
        return false;
    }
  }

  /** The server could not start the analysis (busy, a limit): it may be asked again. */
  refused(): void {
    this.asked = false;
    this.progress = null;
    this.renderPanel();
  }

  private onAnalysis(message: Message<"analysis">): void {
    this.analysis = message.analysis;
    this.progress = null;
    this.host.render();
  }

  private askAnalysis(): void {
    const code = this.host.code();
    if (!code || this.asked) return;
    if (this.host.send({ type: "analyse", code })) {
      this.asked = true;
      this.renderPanel();
    }
  }

  private key(event: KeyboardEvent): void {
    const game = this.host.game();
    if (!game || $("game").hidden || event.altKey || event.ctrlKey || event.metaKey) return;
    // The board's squares take the arrows themselves; a field takes its keys.
    const target = event.target;
    if (target instanceof Element && target.closest("#board, input, select, textarea")) return;
    const now = this.active ? this.ply : game.moves.length;
    const to: Record<string, number> = {
      ArrowLeft: now - 1,
      ArrowRight: now + 1,
      Home: 0,
      End: game.moves.length,
    };
    const ply = to[event.key];
    if (ply === undefined) return;
    event.preventDefault();
    if (event.key === "End" && game.status !== "ended") this.close();
    else this.go(ply);
  }

  private graphClick(event: MouseEvent): void {
    const scores = this.analysis?.scores;
    if (!scores || scores.length < 2) return;
    const box = $("graph").getBoundingClientRect();
    const share = (event.clientX - box.left) / Math.max(1, box.width);
    this.go(Math.round(share * (scores.length - 1)));
  }

  /** The board and the panel, while the review shows a ply. Says whether it drew the board. */
  drawBoard(): boolean {
    const game = this.host.game();
    const board = this.host.board;
    if (!this.active || !game || this.positions.length === 0) {
      board.arrow(null);
      return false;
    }
    const text = this.positions[this.ply] ?? this.positions[this.positions.length - 1]!;
    board.show(parsePosition(text), this.ply, text);
    const last = this.ply > 0 ? moveSquares(game.moves[this.ply - 1]!) : null;
    board.mark({
      selected: null,
      landings: new Set(),
      path: [],
      lastFrom: last ? last[0]! : null,
      lastTo: last ? last[last.length - 1]! : null,
    });
    board.arrow(this.analysis?.moves[this.ply]?.line[0] ?? null);
    return true;
  }

  /** The class of move `ply` (0 is the first move), once analysed. */
  classOf(ply: number): string | undefined {
    return this.analysis?.moves[ply]?.class;
  }

  /** The review's controls, the analysis and the graph. */
  renderPanel(): void {
    const game = this.host.game();
    const code = this.host.code();
    const box = $("review");
    box.hidden = !game || game.moves.length === 0;
    if (!game || !code) return;
    const ended = game.status === "ended";
    const shown = this.active ? this.ply : game.moves.length;
    box.dataset.ply = String(shown);
    box.dataset.active = String(this.active);
    $("review-ply").textContent =
      shown === 0 ? t("review-start") : t("review-ply", { move: numbered(game.moves, shown), ply: shown, plies: game.moves.length });
    $<HTMLButtonElement>("review-first").disabled = shown === 0;
    $<HTMLButtonElement>("review-back").disabled = shown === 0;
    $<HTMLButtonElement>("review-next").disabled = shown >= game.moves.length;
    $<HTMLButtonElement>("review-last").disabled = shown >= game.moves.length;
    $("review-live").hidden = !this.active || ended;
    const download = $<HTMLAnchorElement>("download");
    download.href = `/g/${code}.pgn`;
    download.setAttribute("download", `lasca-${code}.pgn`);
    // The analysis: for a finished game only.
    const analyse = $<HTMLButtonElement>("analyse");
    analyse.hidden = !ended || this.analysis !== null;
    analyse.disabled = this.asked;
    const progress = $("analysis-progress");
    progress.hidden = !this.progress;
    progress.textContent = this.progress
      ? t("analysis-progress", { done: this.progress.done, total: this.progress.total })
      : "";
    this.renderAnalysis(shown);
  }

  private renderAnalysis(shown: number): void {
    const analysis = this.analysis;
    const graph = $("graph") as unknown as SVGSVGElement;
    const about = $("analysis-move");
    graph.style.display = analysis ? "" : "none";
    about.hidden = !analysis;
    if (!analysis) return;
    graph.setAttribute("viewBox", `0 0 ${W} ${H}`);
    graph.setAttribute("preserveAspectRatio", "none");
    const n = analysis.scores.length;
    const x = (i: number) => (n > 1 ? (i / (n - 1)) * W : 0);
    const y = (score: number) => H / 2 - (Math.max(-1000, Math.min(1000, score)) / 1000) * (H / 2 - 4);
    const line = analysis.scores.map((score, i) => `${x(i).toFixed(1)},${y(score).toFixed(1)}`).join(" ");
    const node = (tag: string, attrs: Record<string, string | number>) => {
      const el = document.createElementNS(SVG, tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
      return el;
    };
    const parts: Element[] = [
      node("rect", { class: "area", x: 0, y: 0, width: W, height: H }),
      node("polygon", { class: "white-area", points: `0,${H} ${line} ${W},${H}` }),
      node("line", { class: "zero", x1: 0, y1: H / 2, x2: W, y2: H / 2 }),
      node("line", { class: "now", x1: x(shown), y1: 0, x2: x(shown), y2: H }),
    ];
    analysis.moves.forEach((move, i) => {
      if (move.class === "inaccuracy" || move.class === "mistake" || move.class === "blunder") {
        parts.push(node("circle", { class: move.class, cx: x(i + 1), cy: y(analysis.scores[i + 1] ?? 0), r: 3.5 }));
      }
    });
    graph.replaceChildren(...parts);
    graph.setAttribute("aria-label", t("analysis-graph"));
    // The move shown: its class and loss; the engine's move from here, with its line.
    const played = shown > 0 ? analysis.moves[shown - 1] : undefined;
    const next = analysis.moves[shown];
    const score = analysis.scores[shown] ?? 0;
    // Two lines: the move that led here (its class, its loss, the better one), then this
    // position (its score; the computer's line from it, drawn as the arrow). Within a
    // quarter of a man either way the game is called even.
    const better = score > 25 ? "white" : score < -25 ? "black" : "even";
    const aboutMove: string[] = [];
    if (played) {
      aboutMove.push(t(`analysis-class-${played.class}`, { loss: men(played.loss) }));
      if (played.better) aboutMove.push(t("analysis-better", { move: played.better }));
      about.dataset.class = played.class;
    } else {
      delete about.dataset.class;
    }
    const aboutHere: string[] = [t("analysis-score", { score: men(score, true), better })];
    if (next && next.line.length > 0) aboutHere.push(t("analysis-line", { line: next.line.join(" ") }));
    about.textContent = [aboutMove.join(" · "), aboutHere.join(" · ")].filter((l) => l).join("\n");
  }
}
