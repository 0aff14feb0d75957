import { DEFAULT_LANG } from "../shared/i18n/lang";
import { rememberLanguage } from "../shared/i18n/remember-language";

/**
 * The offer of the visitor's language on a Slovenian page (worker/pages/language-offer.ts):
 * with script, "no, thanks" stores the choice of Slovenian here and hides the offer, without
 * the round trip its form makes to the server without script.
 */
export function watchLanguageOffer(): void {
  const offer = document.querySelector<HTMLElement>("[data-lang-offer]");
  offer?.querySelector("form")?.addEventListener("submit", (event) => {
    event.preventDefault();
    rememberLanguage(DEFAULT_LANG);
    offer.remove();
  });
}
