import type { i18n as I18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { AppConfig } from "../../shared/site/app-config";
import { AppConfigProvider } from "../../shared/site/app-context";
import { createI18n, fixedTranslate } from "../../shared/i18n/i18n";
import type { Lang } from "../../shared/i18n/lang";
import { MESSAGES } from "../../shared/i18n/messages";
import type { PageContent } from "../../shared/site/page-content";
import { pageHead } from "../../shared/site/page-head";
import { SitePage } from "../../shared/site/site-page";
import type { PageDef } from "../../shared/site/site-pages";
import { BUILD } from "../app/build-info";
import { htmlDocument } from "./html-document";
import { breadcrumbJsonLd, faqJsonLd, menuJsonLd, restaurantJsonLd } from "./structured-data";

export interface RenderInput {
  page: PageDef;
  lang: Lang;
  /** The query the page reads (page-key.ts viewSearch): the render echoes it in links. */
  search: string;
  config: AppConfig;
  content: PageContent;
  /** Whether the page registers the service worker (the SERVICE_WORKER switch). */
  serviceWorker: boolean;
  beaconToken?: string | undefined;
}

/**
 * One i18next instance per language for the isolate's lifetime. Requests share it safely:
 * its strings never change and nothing calls changeLanguage (each branch uses a fixed t).
 */
const i18nByLang: Partial<Record<Lang, I18n>> = {};
function serverI18n(lang: Lang): I18n {
  return (i18nByLang[lang] ??= createI18n(lang, { [lang]: MESSAGES[lang] }));
}

/** Renders the page the worker matched, with the content it read, to the whole HTML document. */
export function renderPage({ page, lang, search, config, content, serviceWorker, beaconToken }: RenderInput): string {
  const i18n = serverI18n(lang);
  const t = fixedTranslate(i18n, lang);
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <AppConfigProvider value={config}>
        <SitePage route={{ page, lang, search }} content={content} />
      </AppConfigProvider>
    </I18nextProvider>,
  );

  const head = pageHead(page.id, lang, t, config.siteUrl, content.menu?.studentMealPrice, content.lunch, content.photos);
  const jsonLd: unknown[] = [restaurantJsonLd(config, lang, content.hours, head.image.url)];
  const menu = content.menu?.food ? { ...content.menu, food: content.menu.food } : null;
  if (menu || content.lunch) jsonLd.push(menuJsonLd(menu, content.lunch, lang, t, config));
  if (page.id === "cevapi") jsonLd.push(breadcrumbJsonLd(lang, t, config), faqJsonLd(lang, t));
  return htmlDocument({
    lang,
    head,
    body,
    build: BUILD,
    jsonLd,
    serviceWorker,
    beaconToken,
  });
}
