import type { Lang } from "../../../shared/i18n/lang";
import { MESSAGES } from "../../../shared/i18n/messages";
import { DRINK_GROUPS, EXTRA_GROUPS, type MenuGroupKey } from "../../../shared/menu/menu-groups";
import { EDITOR_WORDS } from "./words";

const isDrinkGroup = (key: string): key is (typeof DRINK_GROUPS)[number] => (DRINK_GROUPS as readonly string[]).includes(key);
const isExtraGroup = (key: string): key is (typeof EXTRA_GROUPS)[number] => (EXTRA_GROUPS as readonly string[]).includes(key);

/** A group as the public menu names it: "Žar", "Peneča vina", "Priloge"; the student meals as the editor does. */
export function groupName(key: MenuGroupKey | "boni", lang: Lang): string {
  const messages = MESSAGES[lang];
  if (key === "boni") return EDITOR_WORDS[lang].studentMeals;
  if (isDrinkGroup(key)) return messages.drinks.groups[key];
  if (isExtraGroup(key)) return messages.menu.extras[key];
  return messages.menu.categories[key];
}
