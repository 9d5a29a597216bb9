// English and German with Fluent. The page follows the browser's first language (de* is
// German, anything else English); `?lang=de` or `?lang=en` overrides it.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import en from "../locales/en.ftl";
import de from "../locales/de.ftl";

export type Lang = "en" | "de";

function pickLang(): Lang {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked === "de" || asked === "en") return asked;
  const first = (navigator.languages && navigator.languages[0]) || navigator.language || "en";
  return first.toLowerCase().startsWith("de") ? "de" : "en";
}

export const lang: Lang = pickLang();

const bundle = new FluentBundle(lang, { useIsolating: false });
bundle.addResource(new FluentResource(lang === "de" ? de : en));

export type Args = Record<string, FluentVariable>;

/** The text of a message; its id itself when it is missing (a bug, visible at once). */
export function t(id: string, args?: Args): string {
  const message = bundle.getMessage(id);
  if (!message?.value) return id;
  return bundle.formatPattern(message.value, args ?? null);
}

/** "c3 or e3" / "c3 oder e3". */
export function orList(items: string[]): string {
  return new Intl.ListFormat(lang, { type: "disjunction" }).format(items);
}

/** Fills every `data-l10n` element's text, and `data-l10n-aria`, `data-l10n-placeholder`. */
export function translatePage(root: ParentNode = document): void {
  document.documentElement.lang = lang;
  document.title = t("page-title");
  for (const element of root.querySelectorAll<HTMLElement>("[data-l10n]")) {
    element.textContent = t(element.dataset.l10n!);
  }
  for (const element of root.querySelectorAll<HTMLElement>("[data-l10n-aria]")) {
    element.setAttribute("aria-label", t(element.dataset.l10nAria!));
  }
  for (const element of root.querySelectorAll<HTMLElement>("[data-l10n-title]")) {
    element.title = t(element.dataset.l10nTitle!);
  }
  for (const element of root.querySelectorAll<HTMLInputElement>("[data-l10n-placeholder]")) {
    element.placeholder = t(element.dataset.l10nPlaceholder!);
  }
}
