import type { AuditEntry } from "../store";
import { type Frame, Page, UndoForm } from "../ui/layout";
import { EDITOR_WORDS } from "../ui/words";
import { HISTORY_WORDS } from "../ui/change-words";
import { changeMeta, describeChange } from "../ui/describe-change";

export function ChangesPage({ frame, changes, editable }: { frame: Frame; changes: AuditEntry[]; editable: boolean }) {
  const seen = new Set<string>();
  return (
    <Page frame={frame} heading={EDITOR_WORDS[frame.lang].changes}>
      {changes.length === 0 && <p>{HISTORY_WORDS[frame.lang].noChanges}</p>}
      <ol className="cards">
        {changes.map((change) => {
          const latest = !seen.has(change.path);
          seen.add(change.path);
          const described = describeChange(change, frame.lang);
          return (
            <li key={change.id} className="card">
              <h2 className="card__title">{described.subject}</h2>
              <ul className="change-lines">
                {described.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="card__state">{changeMeta(change, frame.lang)}</p>
              {latest && editable && <UndoForm lang={frame.lang} path={change.path} />}
            </li>
          );
        })}
      </ol>
    </Page>
  );
}
