// Lasca online in the browser: the lobby, the game, looking back at a game. The page is split
// by role (crates/online/web/README.md): state, app, routes, messages, moves, view, controls,
// lobby, review, board, net, model, rules, i18n; protocol.gen.ts is generated from protocol.rs.
import { lang, translatePage } from "./i18n";
import { connection, lobby } from "./app";
import { loadMe, setupAccount } from "./account";
import { setupButtons, setupMoveField } from "./controls";
import { route } from "./routes";
import { $ } from "./state";


async function start(): Promise<void> {
  translatePage();
  // The header's links (`?lang=xx`, relative: they keep the page's path, also after
  // pushState) choose a language; the page's own is marked.
  for (const link of $("lang-switch").querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
    if (link.hreflang === lang) link.setAttribute("aria-current", "true");
  }
  lobby.setup();
  setupAccount({ send: (message) => connection.send(message) });
  setupButtons();
  setupMoveField();
  route();
  // Who the visitor is first: the game connection carries the cookie this sets.
  await loadMe();
  connection.start();
}

void start();
