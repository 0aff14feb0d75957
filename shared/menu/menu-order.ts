/** Where an item stands in its group: the owner's `order`, or its id where it has none. */
export function placeOf(item: { id: number; order: number | null }): number {
  return item.order ?? item.id;
}

/** The menu's one order, in both languages and in the editor: by place, ties by id. */
export function byPlace(a: { id: number; order: number | null }, b: { id: number; order: number | null }): number {
  return placeOf(a) - placeOf(b) || a.id - b.id;
}
