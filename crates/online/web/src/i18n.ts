// English, German and Polish with Fluent. The page speaks the first of the browser's languages
// (navigator.languages, in order) that it has: de* is German, pl* Polish, en* English, and
// English when none is. `?lang=en`, `?lang=de` or `?lang=pl` overrides it; the language links in
// the header set it.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import en from "../locales/en.ftl";
import de from "../locales/de.ftl";
import pl from "../locales/pl.ftl";

const catalogues = { en, de, pl } as const;

export type Lang = keyof typeof catalogues;

/** The languages the page speaks, in the order the header lists them. */
export const langs: readonly Lang[] = ["en", "de", "pl"];

function isLang(code: string | null | undefined): code is Lang {
  return !!code && (langs as readonly string[]).includes(code);
}

function pickLang(): Lang {
  const asked = new URLSearchParams(location.search).get("lang");
  if (isLang(asked)) return asked;
  const wanted = navigator.languages && navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  for (const tag of wanted) {
    const primary = (tag || "").toLowerCase().split(/[-_]/)[0];
    if (isLang(primary)) return primary;
  }
  return "en";
}

export const lang: Lang = pickLang();

const bundle = new FluentBundle(lang, { useIsolating: false });
bundle.addResource(new FluentResource(catalogues[lang]));

export type Args = Record<string, FluentVariable>;

/** A touch screen (a finger, not a mouse): the words say "tap" there, "click" elsewhere. */
const touch = typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches ? "yes" : "no";

/** The text of a message; its id itself when it is missing (a bug, visible at once). Every
 * message may say `$touch` (`yes` on a touch screen). */
export function t(id: string, args?: Args): string {
  const message = bundle.getMessage(id);
  if (!message?.value) return id;
  return bundle.formatPattern(message.value, { touch, ...args });
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
