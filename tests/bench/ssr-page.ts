/**
 * The one place where the SSR benchmark calls the worker's render code
 * (worker/render-page.tsx and what pageResponse hands it). ssr-render.ts only times the
 * function this returns: when the render API changes shape, adapt this file alone.
 */
import type { Lang } from "../../shared/i18n/lang";
import type { AppConfig } from "../../shared/site/app-config";
import type { PageContent } from "../../shared/site/page-content";
import { pageById, pagePath, type PageDef, type PageId } from "../../shared/site/site-pages";
import { BUILD } from "../../worker/build-info";
import { contentHash, type DataRead, type DatasetName, type Datasets } from "../../worker/data/datasets";
import { seedSource } from "../../worker/data/sources";
import { renderPage } from "../../worker/render-page";
import { wranglerVars } from "./wrangler-vars";

type PageReads = { [N in DatasetName]?: DataRead<Datasets[N]> | null };

/**
 * worker/page-data.ts, typed here by hand and imported by URL: its types reach the KV
 * binding's, which node's tsconfig does not have, so a static import would not typecheck.
 */
interface PageDataModule {
  datasetsOf: (page: PageDef) => DatasetName[];
  pageContent: (page: PageDef, reads: PageReads, now: number) => PageContent;
}

export interface PageRenderer {
  path: string;
  /** One whole server render of the page, as the worker makes it per request; resolves to the HTML. */
  render: () => Promise<string>;
}

/** The seed as the worker's seed repository reads it: each dataset decoded once, hashed for its ETag. */
async function seedReads(datasets: DatasetName[]): Promise<PageReads> {
  const source = seedSource();
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
  const { datasetsOf, pageContent } = (await import(new URL("../../worker/page-data.ts", import.meta.url).href)) as PageDataModule;
  const page = pageById(pageId);
  const reads = await seedReads(datasetsOf(page));
  const vars = wranglerVars();
  const path = pagePath(pageId, lang);
  return {
    path,
    async render() {
      const now = new Date();
      const config: AppConfig = {
        siteUrl: vars.SITE_URL ?? "",
        phone: vars.RESTAURANT_PHONE ?? "",
        deliveryUrl: vars.DELIVERY_URL ?? "",
        buildStamp: BUILD.stamp,
        year: now.getFullYear(),
        renderedAt: Math.floor(now.getTime() / 60_000) * 60_000,
      };
      return renderPage({
        url: `${config.siteUrl}${path}`,
        pageId,
        lang,
        config,
        content: pageContent(page, reads, now.getTime()),
        serviceWorker: true,
      });
    },
  };
}
