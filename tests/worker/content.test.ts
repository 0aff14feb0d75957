import { part } from "./test-parts";

// What the pages say: SEO tags, languages, opening hours and dates, English descriptions, lunch.
part("seo", () => import("./content/seo.test"));
part("languages", () => import("./content/languages.test"));
part("opening-hours", () => import("./content/opening-hours.test"));
part("wall-clock-dates", () => import("./content/wall-clock-dates.test"));
part("english-descriptions", () => import("./content/english-descriptions.test"));
part("daily-offer", () => import("./content/daily-offer.test"));
