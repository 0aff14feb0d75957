import { todaysLunch } from "../../shared/daily/todays-lunch";
import { photographedDishes } from "../../shared/menu/featured-photos";
import { noticesOnDay } from "../../shared/notices/notices-on-day";
import { wallClock } from "../../shared/restaurant/opening-hours";
import { RESTAURANT } from "../../shared/restaurant/restaurant";
import type { PageContent } from "../../shared/site/page-content";
import type { PageDef } from "../../shared/site/site-pages";
import { contentHash, type DataRead, type DatasetName, type Datasets } from "../data/datasets";
import { publicView } from "../data/public-view";
import type { MenuRepository } from "../data/repository";

export type PageReads = { [N in DatasetName]?: DataRead<Datasets[N]> | null };

/**
 * Every page shows the notices and the opening hours (footer, JSON-LD); the menu pages also show
 * food, student meals and their surcharge; the pages with food pictures read the food for its photos.
 */
export function datasetsOf(page: PageDef): DatasetName[] {
  return [
    "obvestila",
    "urnik",
    ...(page.showsMenu ? (["hrana", "boni", "nastavitve"] as const) : page.showsPhotos ? (["hrana"] as const) : []),
    ...(page.showsLunch ? (["dnevna"] as const) : []),
  ];
}

/**
 * The datasets without which a page has nothing to say: the menu pages' price list and student
 * meals. The notices are extras (a failed read shows none) and the hours never fail to read.
 */
function requiredDatasetsOf(page: PageDef): DatasetName[] {
  return page.showsMenu ? ["hrana", "boni"] : [];
}

/** True when a dataset the page needs could not be read: the page then says so, with status 503. */
export function lacksRequiredData(page: PageDef, reads: PageReads): boolean {
  return requiredDatasetsOf(page).some((name) => !reads[name]);
}

/** What a page shows, read once per request; a failed read is null (the page says so). */
export async function readPageData(repository: MenuRepository, page: PageDef): Promise<PageReads> {
  const names = datasetsOf(page);
  const reads = await Promise.all(names.map((name) => repository.read(name).catch(() => null)));
  return Object.fromEntries(names.map((name, i) => [name, reads[i]]));
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

/**
 * The reads as the page renders them, on the restaurant's day of `now`: each dataset's public
 * view (public-view.ts, the API's too), and the hours' announcement; a failed notice read shows
 * no notices (docs/pages.md). The hours never fail to read (the repository falls back to the
 * seed's), so their absence is a bug.
 */
export function pageContent(page: PageDef, reads: PageReads, now: number): PageContent {
  const hours = reads.urnik?.value;
  if (!hours) throw new Error("The opening hours were not read");
  const shown = <N extends DatasetName>(name: N): Datasets[N] | null => {
    const read = reads[name];
    return read ? publicView(name, read.value, { now, hours }) : null;
  };
  const food = shown("hrana");
  return {
    notices: noticesOnDay(shown("obvestila") ?? [], hours, wallClock(now)),
    hours,
    menu: page.showsMenu
      ? {
          food,
          vouchers: shown("boni"),
          studentMealPrice: reads.nastavitve?.value.studentMealPrice ?? RESTAURANT.defaultStudentMealPrice,
        }
      : null,
    lunch: page.showsLunch ? todaysLunch(shown("dnevna") ?? [], hours, now) : null,
    photos: food ? photographedDishes(food) : [],
  };
}
