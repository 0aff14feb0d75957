import de from "../../locales/de.json";
import en from "../../locales/en.json";
import hr from "../../locales/hr.json";
import it from "../../locales/it.json";
import sl from "../../locales/sl.json";
import type { Messages } from "./i18n";
import type { Lang } from "./lang";

/** Every language's dictionary, for the server render (the browser receives none: islands get their strings as props). */
export const MESSAGES: Record<Lang, Messages> = { sl, en, de, it, hr };
