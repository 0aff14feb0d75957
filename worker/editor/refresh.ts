import { DATASET_NAMES, type DatasetName } from "../data/datasets";
import type { EditorContext } from "./context";

/** The dataset a document belongs to, by the first segment of its path. */
export function datasetOf(path: string): DatasetName | null {
  return DATASET_NAMES.find((name) => path.split("/")[0] === name) ?? null;
}

/** After a save the public pages read the new value on their next request: the dataset's KV entry is refreshed now. */
export async function refreshAfterSave(c: EditorContext, path: string): Promise<void> {
  const name = datasetOf(path);
  if (name) await c.var.repository.refresh(name);
}
