import { DRINK_GROUPS, EXTRA_GROUPS, MENU_GROUP_KEYS, type MenuGroupKey } from "../../../shared/menu/menu-groups";
import { COLLECTION, documentIdIn, documentPathIn, menuGroupOf, menuItemPath } from "../../data/database-layout";
import { lastSegment } from "../../firestore/resource-names";

/** The student meals' collection, edited beside the menu's groups. */
export const MEAL_GROUP = COLLECTION.meals;

/** A group the editor edits: one of the menu's, or the student meals. */
export type GroupKey = MenuGroupKey | typeof MEAL_GROUP;

/** What an item is, for the fields its form shows. */
export type ItemKind = "food" | "drink" | "extra" | "meal";

export const GROUP_KEYS: readonly GroupKey[] = [...MENU_GROUP_KEYS, MEAL_GROUP];

export function isGroupKey(key: string): key is GroupKey {
  return (GROUP_KEYS as readonly string[]).includes(key);
}

export function kindOf(group: GroupKey): ItemKind {
  if (group === MEAL_GROUP) return "meal";
  if ((DRINK_GROUPS as readonly string[]).includes(group)) return "drink";
  if ((EXTRA_GROUPS as readonly string[]).includes(group)) return "extra";
  return "food";
}

/** The `parent` an item of the group carries (menu-schema.ts). */
export function parentOf(group: GroupKey): "hrana" | "pijaca" | "dodatno" | "boni" {
  const kind = kindOf(group);
  return kind === "meal" ? "boni" : kind === "drink" ? "pijaca" : kind === "extra" ? "dodatno" : "hrana";
}

/** Where an item's document is: in its menu group's items, or among the student meals. */
export function documentPath(group: GroupKey, id: string): string {
  return group === MEAL_GROUP ? documentPathIn(MEAL_GROUP, id) : menuItemPath(group, id);
}

/** The group and id of an item's document path; null for any other path. */
export function itemOfPath(path: string): { group: GroupKey; id: string } | null {
  const meal = documentIdIn(MEAL_GROUP, path);
  if (meal !== null) return { group: MEAL_GROUP, id: meal };
  const group = menuGroupOf(path);
  return group !== null && isGroupKey(group) ? { group, id: lastSegment(path) } : null;
}
