import type { DataAccess } from "../shared/data-access";
import type { PageId } from "../shared/site-pages";
import { contentHash, type DataRead, type DatasetName, type Datasets } from "./data/datasets";
import type { MenuRepository } from "./data/repository";

type PageReads = { [N in DatasetName]?: DataRead<Datasets[N]> | null };

const MENU_PAGES: ReadonlySet<PageId> = new Set(["menu", "offer", "vouchers"]);

/** The layout shows notices on every page; the menu pages also show food and student meals. */
export function datasetsOf(pageId: PageId): DatasetName[] {
  return MENU_PAGES.has(pageId) ? ["obvestila", "hrana", "boni"] : ["obvestila"];
}

/** What a page shows, read once per request; a failed read is null (the page says so). */
export async function readPageData(repository: MenuRepository, pageId: PageId): Promise<PageReads> {
  const names = datasetsOf(pageId);
  const reads = await Promise.all(names.map((name) => repository.read(name).catch(() => null)));
  return Object.fromEntries(names.map((name, i) => [name, reads[i]])) as PageReads;
}

/** A version of the page's data: changes exactly when something the page shows changes. */
export function dataVersion(reads: PageReads): string {
  return Object.entries(reads)
    .map(([name, read]) => `${name}:${read?.etag ?? "unavailable"}`)
    .join(",");
}

export function pageEtag(parts: string[]): Promise<string> {
  return contentHash(parts.join("|")).then((hash) => `W/"${hash}"`);
}

function valueOf<N extends DatasetName>(reads: PageReads, name: N): Promise<Datasets[N]> {
  const read = reads[name] as DataRead<Datasets[N]> | null | undefined;
  return read ? Promise.resolve(read.value) : Promise.reject(new Error(`${name} is unavailable`));
}

/** The loaders' data on the server: what was already read for this request, no second read. */
export function prefetchedDataAccess(reads: PageReads): DataAccess {
  return {
    notices: () => valueOf(reads, "obvestila"),
    food: () => valueOf(reads, "hrana"),
    vouchers: () => valueOf(reads, "boni"),
  };
}
