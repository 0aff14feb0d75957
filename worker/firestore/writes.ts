import { fullName } from "./resource-names";
import type { FirestoreFields } from "./values";

type Precondition = { exists: boolean } | { updateTime: string };

/** A server-side change of one field, applied after the update's fields (a counter's increment). */
export interface FieldTransform {
  fieldPath: string;
  increment: { integerValue: string };
}

/** A write with document paths relative to the documents root (full resource names work too). */
export type Write =
  | {
      update: { path: string; fields: FirestoreFields };
      /** Only these fields are written; without a mask the whole document is replaced. */
      updateMask?: string[];
      updateTransforms?: FieldTransform[];
      currentDocument?: Precondition;
    }
  | { delete: string; currentDocument?: Precondition };

interface WriteResult {
  updateTime?: string;
}

export interface CommitResult {
  commitTime: string;
  writeResults: WriteResult[];
}

/** The REST form of a write: full resource names and a `{ fieldPaths }` mask. */
export function toRestWrite(root: string, write: Write): Record<string, unknown> {
  const precondition = write.currentDocument && { currentDocument: write.currentDocument };
  if ("delete" in write) return { delete: fullName(root, write.delete), ...precondition };
  return {
    update: { name: fullName(root, write.update.path), fields: write.update.fields },
    ...(write.updateMask && { updateMask: { fieldPaths: write.updateMask } }),
    ...(write.updateTransforms && { updateTransforms: write.updateTransforms }),
    ...precondition,
  };
}
