import type { MouseEvent } from "react";
import { Flag } from "../components/Flag";
import { otherLang, type Lang } from "../i18n/lang";
import { rememberLanguage } from "../i18n/remember-language";

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
    // The menu keeps its view in the query and the reader's place in the fragment; both may
    // have changed since the server wrote the link.
    const pathname = new URL(href, location.href).pathname;
    event.currentTarget.href = `${pathname}${location.search}${location.hash}`;
    rememberLanguage(target);
  }

  return (
    <a className="lang-toggle" href={href} hrefLang={target} lang={target} aria-label={label} onClick={onClick}>
      <Flag lang={target} />
      <span className="lang-toggle__code">{target === "sl" ? "SI" : "EN"}</span>
    </a>
  );
}
