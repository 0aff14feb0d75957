import { datasetOf } from "../data/data-versions";
import type { DatasetName } from "../data/datasets";
import type { EditorContext } from "./context";

/** After a save the public pages read the new value on their next request: each dataset it touched has its KV entry refreshed now. */
export async function refreshAfterSave(c: EditorContext, ...paths: string[]): Promise<void> {
  const names = new Set(paths.map(datasetOf).filter((name): name is DatasetName => name !== null));
  for (const name of names) await c.var.repository.refresh(name);
}
