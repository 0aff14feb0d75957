import type { i18n as I18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import type { AppConfig } from "../shared/app-config";
import { AppConfigProvider } from "../shared/app-context";
import type { AppPayload } from "../shared/app-payload";
import type { DataAccess } from "../shared/data-access";
import { createI18n, fixedTranslate } from "../shared/i18n";
import type { Lang } from "../shared/lang";
import { MESSAGES } from "../shared/messages";
import { pageHead } from "../shared/page-head";
import { createRoutes, type MenuData } from "../shared/routes";
import type { PageId } from "../shared/site-pages";
import { BUILD } from "./build-info";
import { inlinePolicy } from "./csp";
import { htmlDocument } from "./html-document";
import { breadcrumbJsonLd, faqJsonLd, menuJsonLd, restaurantJsonLd } from "./structured-data";

export interface RenderInput {
  request: Request;
  pageId: PageId;
  lang: Lang;
  config: AppConfig;
  data: DataAccess;
}

export interface RenderedPage {
  html: string;
  contentSecurityPolicy: string;
}

const noLanguageToPrepare = async () => {};

/**
 * One i18next instance per language for the isolate's lifetime. Requests share it safely:
 * its strings never change and nothing calls changeLanguage (each branch uses a fixed t).
 */
const i18nByLang: Partial<Record<Lang, I18n>> = {};
function serverI18n(lang: Lang): I18n {
  return (i18nByLang[lang] ??= createI18n(lang, { [lang]: MESSAGES[lang] }));
}

function isMenuData(value: unknown): value is MenuData {
  return typeof value === "object" && value !== null && "food" in value;
}

/** Runs the route loaders and renders the whole page to an HTML string. */
export async function renderPage({ request, pageId, lang, config, data }: RenderInput): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes({ data, prepareLanguage: noLanguageToPrepare }));
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  if (context instanceof Response) throw new Error(`Unexpected loader response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = serverI18n(lang);
  const t = fixedTranslate(i18n, lang);
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <AppConfigProvider value={config}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppConfigProvider>
    </I18nextProvider>,
  );

  const jsonLd: unknown[] = [restaurantJsonLd(config, lang)];
  const pageData = context.loaderData[`${pageId}-${lang}`];
  if (isMenuData(pageData) && pageData.food) jsonLd.push(menuJsonLd(pageData.food, pageData.vouchers, lang, t, config));
  if (pageId === "cevapi") jsonLd.push(breadcrumbJsonLd(lang, t, config), faqJsonLd(t));

  const payload: AppPayload = { lang, strings: MESSAGES[lang], config, loaderData: context.loaderData };
  const document = htmlDocument({ lang, head: pageHead(pageId, lang, t, config.siteUrl), body, build: BUILD, payload, jsonLd });
  return { html: document.html, contentSecurityPolicy: await inlinePolicy(document.inline) };
}
