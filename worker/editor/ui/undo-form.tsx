import { Fragment } from "react";
import type { EditorLang } from "../../../shared/i18n/lang";
import { editorBase, UNDO_PATH } from "../editor-urls";
import type { UndoRequest } from "../change-log";
import { EDITOR_WORDS } from "./words";

/** A document of a change, and the version the change left it at (null: deleted, or not there). */
export type ShownVersion = readonly [path: string, version: string | null];

/**
 * Undo of the change the owner is shown: its set key (null on a document's own page: its latest
 * change) and the version of each of its documents as shown, so that the same undo sent again,
 * or an undo from a page older than a newer change, is known as such. A plain form: no script needed.
 */
export function UndoForm({ lang, set, versions }: { lang: EditorLang; set: string | null; versions: readonly ShownVersion[] }) {
  return (
    <form method="post" action={`${editorBase(lang)}${UNDO_PATH}`} className="undo">
      {set !== null && <input type="hidden" name="set" value={set} />}
      {versions.map(([path, version]) => (
        <Fragment key={path}>
          <input type="hidden" name="path" value={path} />
          <input type="hidden" name="version" value={version ?? ""} />
        </Fragment>
      ))}
      <button type="submit" className="secondary">
        {EDITOR_WORDS[lang].undo}
      </button>
    </form>
  );
}

/** The undo form as posted; null when it names no document, or a version for only some. */
export function undoRequestOf(form: FormData): UndoRequest | null {
  const texts = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  const paths = texts("path");
  const versions = texts("version");
  if (paths.length === 0 || versions.length !== paths.length) return null;
  const set = texts("set")[0] || null;
  return { set, versions: new Map(paths.map((path, index) => [path, versions[index] || null])) };
}
