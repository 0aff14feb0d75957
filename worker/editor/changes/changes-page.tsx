import { Fragment } from "react";
import { type AuditEntry, setKey } from "../change-log";
import { type Frame, Page } from "../ui/layout";
import { UndoForm } from "../ui/undo-form";
import { EDITOR_WORDS } from "../ui/words";
import { HISTORY_WORDS } from "../ui/change-words";
import { changeMeta, describeChangeSet } from "../ui/describe-change";

/**
 * The history: one card per save (a move is one), newest first; undo on each save that is still
 * its documents' last, naming the save and the versions it left them at.
 */
export function ChangesPage({ frame, sets, editable }: { frame: Frame; sets: AuditEntry[][]; editable: boolean }) {
  const seen = new Set<string>();
  return (
    <Page frame={frame} heading={EDITOR_WORDS[frame.lang].changes}>
      {sets.length === 0 && <p>{HISTORY_WORDS[frame.lang].noChanges}</p>}
      <ol className="cards">
        {sets.map((set) => {
          const [first] = set;
          if (!first) return null;
          const latest = set.every((entry) => !seen.has(entry.path));
          for (const entry of set) seen.add(entry.path);
          return (
            <li key={first.id} className="card">
              {describeChangeSet(set, frame.lang).map((described) => (
                <Fragment key={described.subject}>
                  <h2 className="card__title">{described.subject}</h2>
                  <ul className="change-lines">
                    {described.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </Fragment>
              ))}
              <p className="card__state">{changeMeta(first, frame.lang)}</p>
              {latest && editable && (
                <UndoForm lang={frame.lang} set={setKey(first)} versions={set.map((entry) => [entry.path, entry.version] as const)} />
              )}
            </li>
          );
        })}
      </ol>
    </Page>
  );
}
