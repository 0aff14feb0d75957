import { datasetOf } from "../data/change-counts";
import type { DatasetName } from "../data/datasets";
import type { MenuRepository } from "../data/repository";
import { type MenuDatasetName, menuDataset } from "../data/sources";
import type { EditorContext } from "./context";
import { MENU_DATASETS, type MenuCopy, renewMenuCopy } from "./documents";

/** After a refresh that failed, it is tried again this long later, each in turn: about 1.5 s in all, in the background. */
const RETRY_AFTER_MS = [250, 1250] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isMenuDataset = (name: DatasetName): name is MenuDatasetName => (MENU_DATASETS as readonly DatasetName[]).includes(name);

/** Refreshes each dataset, a menu dataset from the menu read after the save when there is one; the ones whose refresh failed, logged. */
async function refreshEach(repository: MenuRepository, names: Iterable<DatasetName>, menu: MenuCopy | null = null): Promise<DatasetName[]> {
  const failed: DatasetName[] = [];
  for (const name of names) {
    try {
      if (menu && isMenuDataset(name))
        await repository.refresh(name, { value: menuDataset(name, menu.documents), version: menu.changeCounts[name] });
      else await repository.refresh(name);
    } catch (error) {
      console.warn(`Refresh of ${name} after a save failed`, error);
      failed.push(name);
    }
  }
  return failed;
}

async function retry(repository: MenuRepository, names: DatasetName[]): Promise<void> {
  let left = names;
  for (const ms of RETRY_AFTER_MS) {
    if (left.length === 0) return;
    await pause(ms);
    left = await refreshEach(repository, left);
  }
  // The save counted its change: the cron's next check reads the dataset again.
  if (left.length > 0) console.warn(`Refresh after a save gave up on ${left.join(", ")}; the next check of the cron takes it in`);
}

/** The menu read once after a save to it, for the editor's copy and the public datasets alike; null when that read failed. */
async function menuAfterSave(c: EditorContext): Promise<MenuCopy | null> {
  try {
    return await renewMenuCopy(await c.var.firestore());
  } catch (error) {
    console.warn("Reading the menu after a save failed; its datasets are read one by one", error);
    return null;
  }
}

/**
 * After a save the public pages read the new value on their next request: each dataset it
 * touched has its KV entry refreshed now. A save to the menu's documents reads the menu once,
 * which renews the editor's copy and is what the public datasets store. Firestore has committed
 * by then, so this never throws: a refresh that fails is tried again in the background, and the
 * cron's next check reads the dataset anyway, because the save moved its change count.
 */
export async function refreshAfterSave(c: EditorContext, ...paths: string[]): Promise<void> {
  const names = new Set(paths.map(datasetOf).filter((name): name is DatasetName => name !== null));
  const repository = c.var.repository;
  const menu = [...names].some(isMenuDataset) ? await menuAfterSave(c) : null;
  const failed = await refreshEach(repository, names, menu);
  if (failed.length > 0) c.executionCtx.waitUntil(retry(repository, failed));
}
