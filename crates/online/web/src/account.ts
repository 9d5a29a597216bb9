// Who plays: the visitor's name in the header (a guest's, or an account's with a link to its
// page), the sign-up and log-in dialog, and "Play now": the pools of quick pairing. The
// session and guest cookies are the server's (HttpOnly): this page never sees them; after a
// log-in or log-out it reloads, so that its game connection carries the new cookie.
import { t } from "./i18n";
import type { ClientMessage } from "./net";
import type { TimeControl, Variant } from "./protocol.gen";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** What `/api/me` says. */
export interface Me {
  name: string;
  account: boolean;
  ratings: { perf: string; rating: number }[];
}

/** The rating key of a variant on a clock (the server's `Speed::of`: lichess's split by the
 * estimated duration, initial + 40 increments; days a move are correspondence). */
export function perfOf(variant: Variant, control: TimeControl | null): string {
  let speed = "correspondence";
  if (control && !(control.increment_s === 0 && control.initial_s >= 86400)) {
    const estimate = control.initial_s + 40 * control.increment_s;
    speed = estimate < 180 ? "bullet" : estimate < 480 ? "blitz" : estimate < 1500 ? "rapid" : "classical";
  }
  return `${variant}_${speed}`;
}

/** The visitor's rating for a variant on a clock (1500 before any rated game). */
export function myRating(variant: Variant, control: TimeControl | null): number {
  const perf = perfOf(variant, control);
  return me?.ratings.find((r) => r.perf === perf)?.rating ?? 1500;
}

/** The pools' clocks (the server's `POOL_CLOCKS`): minutes + seconds a move. */
export const POOL_CLOCKS = [
  [3, 2],
  [5, 3],
  [10, 5],
  [15, 10],
] as const;

export let me: Me | null = null;

/** Asks who the visitor is (a first visit gets a guest's cookie). */
export async function loadMe(): Promise<void> {
  try {
    const answer = await fetch("/api/me", { credentials: "same-origin", cache: "no-store" });
    if (answer.ok) me = (await answer.json()) as Me;
  } catch {
    me = null;
  }
  renderMe();
}

function renderMe(): void {
  const name = $<HTMLAnchorElement>("account-name");
  if (me?.account) {
    name.textContent = me.name;
    name.href = `/@/${encodeURIComponent(me.name)}`;
  } else {
    name.textContent = me ? t("account-guest", { name: me.name }) : "";
    name.removeAttribute("href");
  }
  $("account-signup").hidden = !me || me.account;
  $("account-login").hidden = !me || me.account;
  $("account-logout").hidden = !me?.account;
  $("account-manage").hidden = !me?.account;
  $("play-now-about").textContent = t(me?.account ? "lobby-play-now-rated" : "lobby-play-now-casual");
  // Rated seeks are an account's.
  $("create-rated-label").hidden = !me?.account;
  $("create-range-label").hidden = !me?.account;
}

let mode: "signup" | "login" = "signup";

function openDialog(which: "signup" | "login"): void {
  mode = which;
  $("account-title").textContent = t(which === "signup" ? "account-signup-title" : "account-login-title");
  $("account-submit").textContent = t(which === "signup" ? "account-signup" : "account-login");
  $<HTMLInputElement>("account-field-password").autocomplete = which === "signup" ? "new-password" : "current-password";
  $("account-error").textContent = "";
  $<HTMLDialogElement>("account-dialog").showModal();
  $<HTMLInputElement>("account-field-name").focus();
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function submit(): Promise<void> {
  const name = $<HTMLInputElement>("account-field-name").value.trim();
  const password = $<HTMLInputElement>("account-field-password").value;
  const error = $("account-error");
  try {
    const answer = await post(mode === "signup" ? "/api/signup" : "/api/login", { name, password });
    if (answer.ok) {
      location.reload();
      return;
    }
    const body = (await answer.json().catch(() => ({}))) as { error?: string };
    const seconds = Number(answer.headers.get("retry-after") ?? "0");
    const key = `account-error-${body.error ?? "other"}`;
    const text = t(key, { seconds });
    error.textContent = text === key ? t("account-error-other") : text;
  } catch {
    error.textContent = t("account-error-other");
  }
}

async function changePassword(): Promise<void> {
  const old = $<HTMLInputElement>("old-password").value;
  const fresh = $<HTMLInputElement>("new-password").value;
  $("manage-error").textContent = "";
  $("manage-done").textContent = "";
  try {
    const answer = await post("/api/password", { old, new: fresh });
    if (answer.ok) {
      $<HTMLInputElement>("old-password").value = "";
      $<HTMLInputElement>("new-password").value = "";
      $("manage-done").textContent = t("account-password-changed");
      return;
    }
    const body = (await answer.json().catch(() => ({}))) as { error?: string };
    const key = `account-error-${body.error ?? "other"}`;
    const text = t(key, { seconds: Number(answer.headers.get("retry-after") ?? "0") });
    $("manage-error").textContent = text === key ? t("account-error-other") : text;
  } catch {
    $("manage-error").textContent = t("account-error-other");
  }
}

/** What "Play now" needs of the page. */
export interface SeekHost {
  send(message: ClientMessage): boolean;
}

/** The pool the page waits in, if any. */
let seeking: string | null = null;

function poolLabel(pool: string): string {
  const [variant, clock] = pool.split("-");
  const [minutes, increment] = (clock ?? "").split("+").map(Number);
  return `${t(`variant-${variant}`)} · ${t("clock-control", { minutes: minutes ?? 0, increment: increment ?? 0 })}`;
}

function renderPools(host: SeekHost): void {
  const variant = $<HTMLSelectElement>("pool-variant").value as Variant;
  $("pools").replaceChildren(
    ...POOL_CLOCKS.map(([minutes, increment]) => {
      const pool = `${variant}-${minutes}+${increment}`;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "pool primary";
      button.dataset.pool = pool;
      button.textContent = t("clock-control", { minutes, increment });
      button.disabled = seeking !== null;
      button.addEventListener("click", () => {
        $("seek-error").textContent = "";
        if (!host.send({ type: "seek", pool })) $("seek-error").textContent = t("msg-offline-request");
      });
      return button;
    }),
  );
}

let seekHost: SeekHost | null = null;

/** The server's `seeking`: waiting in a pool, or not any more. */
export function seekingChanged(pool: string | null): void {
  seeking = pool;
  $("seeking").hidden = pool === null;
  $("seeking-text").textContent = pool ? t("lobby-seeking", { pool: poolLabel(pool) }) : "";
  if (seekHost) renderPools(seekHost);
}

/** A refused seek (shown under the pools). */
export function seekRefused(text: string): void {
  if (seeking === null) $("seek-error").textContent = text;
}

export function setupAccount(host: SeekHost): void {
  seekHost = host;
  $("account-signup").addEventListener("click", () => openDialog("signup"));
  $("account-login").addEventListener("click", () => openDialog("login"));
  $("account-logout").addEventListener("click", async () => {
    await post("/api/logout", {}).catch(() => undefined);
    location.reload();
  });
  $("account-cancel").addEventListener("click", () => $<HTMLDialogElement>("account-dialog").close());
  // The account: a new password (every other session ends), or log out everywhere.
  $("account-manage").addEventListener("click", () => {
    $("manage-error").textContent = "";
    $("manage-done").textContent = "";
    $<HTMLDialogElement>("manage-dialog").showModal();
  });
  $("manage-close").addEventListener("click", () => $<HTMLDialogElement>("manage-dialog").close());
  $("password-form").addEventListener("submit", (event) => {
    event.preventDefault();
    void changePassword();
  });
  $("logout-everywhere").addEventListener("click", async () => {
    await post("/api/logout-everywhere", {}).catch(() => undefined);
    location.reload();
  });
  $("account-form").addEventListener("submit", (event) => {
    event.preventDefault();
    void submit();
  });
  $("pool-variant").addEventListener("change", () => renderPools(host));
  $("seek-cancel").addEventListener("click", () => host.send({ type: "unseek" }));
  renderPools(host);
  renderMe();
}
