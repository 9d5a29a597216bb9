// Lasca online in the browser: the lobby, the game, looking back at a game. The page is split
// by role (crates/online/web/README.md): state, app, routes, messages, moves, view, controls,
// lobby, review, board, net, model, rules, i18n; protocol.gen.ts is generated from protocol.rs.
import { lang, translatePage } from "./i18n";
import { connection, lobby } from "./app";
import { setupButtons, setupMoveField } from "./controls";
import { route } from "./routes";
import { $ } from "./state";


function start(): void {
  translatePage();
  // The header's links (`?lang=xx`, relative: they keep the page's path, also after
  // pushState) choose a language; the page's own is marked.
  for (const link of $("lang-switch").querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
    if (link.hreflang === lang) link.setAttribute("aria-current", "true");
  }
  lobby.setup();
  setupButtons();
  setupMoveField();
  route();
  connection.start();
}

start();
