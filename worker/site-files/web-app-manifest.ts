import type { Lang } from "../../shared/i18n/lang";
import { MESSAGES } from "../../shared/i18n/messages";
import { RESTAURANT } from "../../shared/restaurant/restaurant";
import { pagePath } from "../../shared/site/site-pages";
import { APP_ICONS, appIconPath, BACKGROUND_COLOUR, THEME_COLOUR } from "../../shared/site/web-app";

/**
 * The web app manifest of one language. Each language is an app of its own (its id and start
 * are its home page), so a visitor reading English installs the English site.
 */
export function webAppManifest(lang: Lang): Record<string, unknown> {
  const home = pagePath("home", lang);
  return {
    id: home,
    name: RESTAURANT.name,
    short_name: RESTAURANT.name,
    description: MESSAGES[lang].seo.home.description,
    lang,
    dir: "ltr",
    start_url: home,
    scope: home,
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS.map((icon) => ({
      src: appIconPath(icon),
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
