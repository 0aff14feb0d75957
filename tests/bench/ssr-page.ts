/**
 * The one place where the SSR benchmark calls the worker's render code
 * (worker/pages/render-page.tsx, the pages kept per ETag and what pageResponse hands them, and the
 * warm-up the worker runs as it starts). ssr-render.ts only times the functions this
 * returns: when the render API changes shape, adapt this file alone.
 */
import type { Lang } from "../../shared/i18n/lang";
import type { PageContent } from "../../shared/site/page-content";
import { DailyOffersSchema } from "../../shared/daily/daily-schema";
import { HoursSchema } from "../../shared/restaurant/hours-schema";
import { pageById, pagePath, type PageDef, type PageId } from "../../shared/site/site-pages";
import { BUILD } from "../../worker/app/build-info";
import { contentHash, type DataRead, type DatasetName, type Datasets } from "../../worker/data/datasets";
import { seedSource } from "../../worker/data/sources";
import { timeVersion } from "../../worker/pages/page-key";
import { renderPage } from "../../worker/pages/render-page";
import { warmRenderer } from "../../worker/pages/render-warmup";
import { renderOnce } from "../../worker/pages/rendered-pages";
import { wranglerVars } from "../../scripts/dev/wrangler-vars";
import { appConfig, workerConfig } from "../../worker/app/config";
import { LUNCH_ENV, LUNCH_HOURS, LUNCH_OFFER } from "../support/lunch-day";

type PageReads = { [N in DatasetName]?: DataRead<Datasets[N]> | null };

/**
 * worker/pages/page-data.ts, typed here by hand and imported by URL: its types reach the KV
 * binding's, which node's tsconfig does not have, so a static import would not typecheck.
 */
interface PageDataModule {
  datasetsOf: (page: PageDef) => DatasetName[];
  pageContent: (page: PageDef, reads: PageReads, now: number) => PageContent;
  dataVersion: (reads: PageReads) => string;
  pageEtag: (parts: string[]) => Promise<string>;
}

export interface PageRenderer {
  path: string;
  /** What the worker's global scope runs as the isolate starts (worker/index.ts). */
  startup: () => void;
  /**
   * The page's HTML as a request's pageResponse gets it once the data are read: its ETag,
   * then the page kept for that ETag, or a render when there is none.
   */
  render: () => Promise<string>;
  /** A whole render, as for a view, data version or time version this isolate has not rendered yet. */
  renderWhole: () => string;
}

/** The seed as the worker's seed repository reads it: each dataset decoded once, hashed for its ETag. */
async function seedReads(datasets: DatasetName[]): Promise<PageReads> {
  const source = {
    ...seedSource(),
    ...(process.env[LUNCH_ENV] && {
      urnik: async () => HoursSchema.parse(LUNCH_HOURS),
      dnevna: async () => DailyOffersSchema.parse([LUNCH_OFFER]),
    }),
  };
  const entries = await Promise.all(
    datasets.map(async (name) => {
      const value = await source[name]();
      const read: DataRead<typeof value> = {
        value,
        etag: await contentHash(JSON.stringify(value)),
        fetchedAt: 0,
        changedAt: Date.parse(BUILD.contentDate),
      };
      return [name, read] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Reads the page's data from the embedded seed once; each render then does what a request's render does. */
export async function pageRenderer(pageId: PageId, lang: Lang): Promise<PageRenderer> {
  const { datasetsOf, pageContent, dataVersion, pageEtag } = (await import(
    new URL("../../worker/pages/page-data.ts", import.meta.url).href
  )) as PageDataModule;
  const page = pageById(pageId);
  const reads = await seedReads(datasetsOf(page));
  const config = workerConfig(wranglerVars());
  const path = pagePath(pageId, lang);
  const content = pageContent(page, reads, Date.now());
  const renderWhole = () =>
    renderPage({ page, lang, search: "", config: appConfig(config, BUILD.stamp, new Date()), content, serviceWorker: true });
  return {
    path,
    startup: warmRenderer,
    async render() {
      const now = new Date();
      const etag = await pageEtag([
        BUILD.stamp,
        path,
        "",
        dataVersion(reads),
        timeVersion(now, content.hours, content.lunch),
        config.SERVICE_WORKER,
      ]);
      return renderOnce(config, etag, renderWhole);
    },
    renderWhole,
  };
}
