import { DRINK_GROUPS, EXTRA_GROUPS, MENU_GROUP_KEYS, type MenuGroupKey } from "../../../shared/menu/menu-groups";

/** The student meals' collection, edited beside the menu's groups. */
export const MEAL_GROUP = "boni";

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

/** Where an item's document is: `hrana/{group}/items/{id}`, or `boni/{id}`. */
export function documentPath(group: GroupKey, id: string): string {
  return group === MEAL_GROUP ? `${MEAL_GROUP}/${id}` : `hrana/${group}/items/${id}`;
}

/** The group and id of an item's document path; null for any other path. */
export function itemOfPath(path: string): { group: GroupKey; id: string } | null {
  const parts = path.split("/");
  if (parts.length === 2 && parts[0] === MEAL_GROUP && parts[1]) return { group: MEAL_GROUP, id: parts[1] };
  if (parts.length === 4 && parts[0] === "hrana" && parts[2] === "items" && parts[1] && parts[3] && isGroupKey(parts[1]))
    return { group: parts[1], id: parts[3] };
  return null;
}
