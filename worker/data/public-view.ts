import { todaysLunch } from "../../shared/daily/todays-lunch";
import type { FoodData, MenuGroup } from "../../shared/menu/menu-schema";
import { noticesScheduledOn } from "../../shared/notices/notices-on-day";
import type { Hours } from "../../shared/restaurant/hours-schema";
import { wallClock } from "../../shared/restaurant/opening-hours";
import { contentHash, type DataRead, type DatasetName, type Datasets } from "./datasets";

/** What a visitor's view of a dataset depends on beside the dataset: the restaurant's day and, for VIEWS_WITH_HOURS, its hours. */
export interface ViewMoment {
  now: number;
  hours: Hours | null;
}

/** The datasets whose view needs the opening hours (today's lunch is shown only while the restaurant is open). */
export const VIEWS_WITH_HOURS: ReadonlySet<DatasetName> = new Set(["dnevna"]);

const shownGroups = (groups: readonly MenuGroup[]): MenuGroup[] =>
  groups.map((group) => ({ ...group, items: group.items.filter((item) => !item.ignore) }));

const shownFood = (food: FoodData): FoodData => ({
  dishes: shownGroups(food.dishes),
  drinks: shownGroups(food.drinks),
  extras: shownGroups(food.extras),
});

/**
 * The one public view of each dataset: what the API answers and what every page, its JSON-LD and
 * so the service worker's copies are made from. Hidden dishes and meals (`ignore`) never leave
 * it; the notices scheduled for a later day and a lunch prepared ahead stay private until their day.
 */
const VIEWS: { [N in DatasetName]: (value: Datasets[N], moment: ViewMoment) => Datasets[N] } = {
  hrana: (food) => shownFood(food),
  boni: (meals) => meals.filter((meal) => !meal.ignore),
  obvestila: (notices, { now }) => noticesScheduledOn(notices, wallClock(now)),
  urnik: (hours) => hours,
  nastavitve: (settings) => settings,
  dnevna: (offers, { now, hours }) => {
    const lunch = hours && todaysLunch(offers, hours, now);
    return lunch ? [lunch.offer] : [];
  },
};

/** The datasets whose view changes with the day: every other view is a function of the stored value alone. */
const VIEWS_BY_DAY: ReadonlySet<DatasetName> = new Set(["obvestila", "dnevna"]);

export function publicView<N extends DatasetName>(name: N, value: Datasets[N], moment: ViewMoment): Datasets[N] {
  return VIEWS[name](value, moment);
}

/**
 * A read as a visitor sees it. A view that changes with the day carries the hash of what is shown,
 * so its ETag changes when the day does even if nothing was saved; any other view keeps the
 * stored value's ETag, which changes whenever the view can, without hashing it on every request.
 */
export async function publicRead<N extends DatasetName>(
  name: N,
  read: DataRead<Datasets[N]>,
  moment: ViewMoment,
): Promise<DataRead<Datasets[N]>> {
  const value = publicView(name, read.value, moment);
  return { ...read, value, etag: VIEWS_BY_DAY.has(name) ? await contentHash(JSON.stringify(value)) : read.etag };
}
