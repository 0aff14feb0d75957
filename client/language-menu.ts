import { isLang } from "../shared/i18n/lang";
import { followLanguageLink } from "../shared/i18n/language-link";

/**
 * The header's language menu (shared/components/LanguageMenu.tsx) with script: a chosen
 * language is stored before the browser follows its link, which takes the menu's current view
 * along; Escape closes the menu and returns to its button, and so does a press outside it.
 */
export function watchLanguageMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>("details.lang-menu");
  if (!menu) return;
  menu.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[hreflang]") : null;
    if (link && isLang(link.hreflang)) followLanguageLink(link, link.hreflang);
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("click", (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  });
}
