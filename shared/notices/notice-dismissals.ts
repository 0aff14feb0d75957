/** The djb2 hashes of the notice messages the visitor has hidden (docs/data-model.md). */
export const DISMISSED_NOTICES_KEY = "obvestiloHashes";

/** On <html> when scripts run: the phone layout then folds long notices (client/pages.css). */
export const NOTICES_FOLD_ATTRIBUTE = "data-notices-fold";

/** Enough for years of notices; the oldest hashes make room for new ones. */
const MAX_REMEMBERED = 50;

function isHash(value: unknown): value is number {
  return typeof value === "number" && value === value >>> 0;
}

/** The stored hashes; anything unreadable counts as none hidden. */
export function readDismissed(storage: Pick<Storage, "getItem">): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_NOTICES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isHash) : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(storage: Pick<Storage, "getItem" | "setItem">, hash: number): number[] {
  const hashes = [...readDismissed(storage).filter((known) => known !== hash), hash].slice(-MAX_REMEMBERED);
  try {
    storage.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(hashes));
  } catch {
    // Storage full or blocked: the notice still hides for this visit.
  }
  return hashes;
}
