import { datasetOf } from "../data/data-versions";
import type { EditorContext } from "./context";

/** After a save the public pages read the new value on their next request: the dataset's KV entry is refreshed now. */
export async function refreshAfterSave(c: EditorContext, path: string): Promise<void> {
  const name = datasetOf(path);
  if (name) await c.var.repository.refresh(name);
}
