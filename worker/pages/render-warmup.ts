import type { Lang } from "../../shared/i18n/lang";
import type { PageContent } from "../../shared/site/page-content";
import { pageById } from "../../shared/site/site-pages";
import { BUILD } from "../app/build-info";
import { appConfig, workerConfig } from "../app/config";
import { seedDataset } from "../data/sources";
import { renderPage } from "./render-page";

/**
 * The languages most visitors read. Warming German, Italian and Croatian too doubled the
 * startup's CPU (about 110 to 230 ms in tests/bench/ssr-render.ts), past its 200 ms budget;
 * instead, such a page's first render in an isolate pays for its own strings and formats,
 * about 10 ms, once.
 */
const WARMED_LANGS: readonly Lang[] = ["sl", "en"];

/**
 * Renders the menu page, which carries most of the code a page runs, once in each of
 * WARMED_LANGS with the embedded seed, and throws the HTML away. Called in the worker's global scope, which Workers runs when the isolate starts
 * (during the TLS handshake): the first visitor's render then runs code that V8 has already
 * compiled, within the free plan's 10 ms of CPU rather than about 30. Nothing is read or kept:
 * the seed is part of the bundle, and pages are only ever served from the data a request reads.
 * Warming the home page too (its sliders) took the startup past 200 ms of CPU in
 * `wrangler check startup` (npm run bench:ssr).
 */
export function warmRenderer(): void {
  const ignore = () => undefined;
  const content: PageContent = {
    notices: seedDataset("obvestila", ignore),
    hours: seedDataset("urnik", ignore),
    menu: {
      food: seedDataset("hrana", ignore),
      vouchers: seedDataset("boni", ignore),
      studentMealPrice: seedDataset("nastavitve", ignore).studentMealPrice,
    },
    lunch: null,
    photos: [],
  };
  const config = appConfig(workerConfig({}), BUILD.stamp, new Date());
  const page = pageById("offer");
  for (const lang of WARMED_LANGS) renderPage({ page, lang, search: "", config, content, serviceWorker: true });
}
