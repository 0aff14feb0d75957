import en from "../../locales/en.json";
import sl from "../../locales/sl.json";
import type { Messages } from "./i18n";
import type { Lang } from "./lang";

/** Both dictionaries, for the server render (the browser receives only its language). */
export const MESSAGES: Record<Lang, Messages> = { sl, en };
