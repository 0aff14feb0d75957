import type { MouseEvent } from "react";
import { Flag } from "../components/Flag";
import { otherLang, type Lang } from "../i18n/lang";
import { followLanguageLink } from "../i18n/language-link";

export interface LanguageToggleProps {
  /** The language of the page. */
  lang: Lang;
  /** The same page in the other language, with the menu's view as the server saw it. */
  href: string;
  label: string;
}

/**
 * The flag link to the other language. Its choice is stored before the browser leaves, so
 * the server, which redirects a returning English visitor from Slovenian URLs, already sees it.
 * (The language being viewed is stored by the page script on every page, client/entry.ts.)
 */
export function LanguageToggle({ lang, href, label }: LanguageToggleProps) {
  const target = otherLang(lang);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    followLanguageLink(event.currentTarget, lang, href);
  }

  return (
    <a className="lang-toggle" href={href} hrefLang={target} lang={target} aria-label={label} onClick={onClick}>
      <Flag lang={target} />
      <span className="lang-toggle__code">{target === "sl" ? "SI" : "EN"}</span>
    </a>
  );
}
