import type { StoredDocument } from "../change-log";

/** A stored item's place in its group as the public menu orders it (menu-order.ts), readable or not. */
export function storedPlace(document: StoredDocument): number {
  const { order, id } = document.data;
  if (typeof order === "number") return order;
  if (typeof id === "number") return id;
  const fromPath = Number(document.id);
  return Number.isFinite(fromPath) ? fromPath : Number.MAX_SAFE_INTEGER;
}

const storedId = (document: StoredDocument) => (typeof document.data.id === "number" ? document.data.id : 0);

/** A group's documents in the public menu's order: by place, ties by id. */
export function inMenuOrder(documents: readonly StoredDocument[]): StoredDocument[] {
  return [...documents].sort((a, b) => storedPlace(a) - storedPlace(b) || storedId(a) - storedId(b));
}

/**
 * The `order` that puts the item one place up or down: between its two neighbours on that
 * side, or one beyond the last. Only the moved item is written. null: it is already at that end.
 */
export function movedPlace(group: readonly StoredDocument[], path: string, direction: "up" | "down"): number | null {
  const sorted = inMenuOrder(group);
  const index = sorted.findIndex((document) => document.path === path);
  if (index === -1) return null;
  const step = direction === "up" ? -1 : 1;
  const neighbour = sorted[index + step];
  if (!neighbour) return null;
  const beyond = sorted[index + 2 * step];
  return beyond ? (storedPlace(neighbour) + storedPlace(beyond)) / 2 : storedPlace(neighbour) + step;
}

/** The place after every item of the group: where a new or moved item goes. */
export function placeAfterLast(group: readonly StoredDocument[]): number {
  return Math.floor(Math.max(0, ...group.map(storedPlace).filter((place) => place < Number.MAX_SAFE_INTEGER))) + 1;
}

/** An id no other item or meal has. */
export function nextId(documents: readonly StoredDocument[]): number {
  const ids = documents.flatMap((document) => [storedId(document), Number(document.id)]).filter(Number.isFinite);
  return Math.max(0, ...ids) + 1;
}
