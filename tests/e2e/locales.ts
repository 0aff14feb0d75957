import de from "../../locales/de.json" with { type: "json" };
import en from "../../locales/en.json" with { type: "json" };
import hr from "../../locales/hr.json" with { type: "json" };
import it from "../../locales/it.json" with { type: "json" };
import sl from "../../locales/sl.json" with { type: "json" };
import type { Lang } from "../../shared/i18n/lang";

/** Every language's strings, for specs that Node runs: JSON imports need their attribute here (shared/i18n/messages.ts has none). */
export const MESSAGES = { sl, en, de, it, hr } as const satisfies Record<Lang, unknown>;
