import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { EditorLang, Lang } from "../../../shared/i18n/lang";
import { BUILD } from "../../app/build-info";
import type { DecodedFields } from "../../firestore/values";
import { editorBase, publicPageOf, SECTION, type Section } from "../editor-urls";
import { VALUE_WORDS } from "./change-words";
import { fieldLines } from "./field-words";
import type { FieldErrors } from "./form-values";
import { UndoForm } from "./undo-form";
import { EDITOR_WORDS } from "./words";

/** What every editor page knows of its request. */
export interface Frame {
  lang: EditorLang;
  section: Section;
  email: string | null;
  /** Messages after a redirect: saved, deleted, … */
  flash: string[];
  /** The message says nothing was written (an undo refused). */
  refused: boolean;
  /** What the sanitizer removed from the text just saved. */
  removed: string[];
  /** What the save changed, in the owner's words. */
  changed: string[];
  /** A document of this section just deleted, and the change that deleted it: the message offers its undo. */
  deleted: { path: string; set: string | null } | null;
}

/** The editor's own script and style sheet, hashed files of the client build with their SRI digests. */
const { script, css, integrity } = BUILD.editor;

export function renderEditorPage(page: ReactNode): string {
  return `<!doctype html>${renderToString(page)}`;
}

interface PageProps {
  frame: Frame;
  heading: string;
  /** An error page: it shows its own message only, not the note of the read-only seed. */
  failure?: boolean;
  children: ReactNode;
}

export function Page({ frame, heading, failure = false, children }: PageProps) {
  const words = EDITOR_WORDS[frame.lang];
  const base = editorBase(frame.lang);
  const other: EditorLang = frame.lang === "sl" ? "en" : "sl";
  const links: [Section, string][] = [
    [SECTION.notices, words.notices],
    [SECTION.hours, words.hours],
    [SECTION.menu, words.menu],
    [SECTION.daily, words.daily],
    [SECTION.changes, words.changes],
  ];
  return (
    <html lang={frame.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${heading} – ${words.title}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={css} integrity={integrity[css]} />
        {frame.email !== null && <script type="module" src={script} integrity={integrity[script]} />}
      </head>
      <body>
        <header className="bar">
          <nav aria-label={words.title}>
            <ul>
              {links.map(([path, label]) => (
                <li key={path}>
                  <a href={`${base}${path}`} aria-current={frame.section === path ? "page" : undefined}>
                    {label}
                  </a>
                </li>
              ))}
              <li>
                <a href={`${editorBase(other)}${frame.section}`} lang={other} hrefLang={other}>
                  {words.otherLanguage}
                </a>
              </li>
            </ul>
          </nav>
          {frame.email && <p className="who">{`${words.signedInAs} ${frame.email}`}</p>}
        </header>
        <main>
          <div className="heading">
            <h1>{heading}</h1>
            <a href={publicPageOf(frame.section, frame.lang)}>{words.viewOnSite}</a>
          </div>
          {frame.email === null && !failure && (
            <p className="banner" role="note">
              {words.readOnly}
            </p>
          )}
          {frame.flash.length > 0 && (
            <div className={frame.refused ? "banner banner--conflict" : "banner banner--ok"} role={frame.refused ? "alert" : "status"}>
              {frame.flash.map((message) => (
                <p key={message}>{message}</p>
              ))}
              {frame.changed.length > 0 && (
                <ul className="change-lines">
                  {frame.changed.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              {frame.removed.length > 0 && <RemovedList lang={frame.lang} removed={frame.removed} />}
              {frame.deleted !== null && frame.email !== null && (
                <UndoForm lang={frame.lang} set={frame.deleted.set} versions={[[frame.deleted.path, null]]} />
              )}
            </div>
          )}
          {children}
        </main>
      </body>
    </html>
  );
}

export function RemovedList({ lang, removed }: { lang: Lang; removed: readonly string[] }) {
  return (
    <div className="removed">
      <p>{EDITOR_WORDS[lang].removedTitle}</p>
      <ul>
        {removed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

export function Conflict({ lang, current }: { lang: Lang; current: DecodedFields | null }) {
  const words = EDITOR_WORDS[lang];
  return (
    <div className="banner banner--conflict" role="alert">
      <p>{words.conflict}</p>
      <details open>
        <summary>{words.currentValues}</summary>
        {current === null ? (
          <p>{VALUE_WORDS[lang].deleted}</p>
        ) : (
          <ul className="change-lines">
            {fieldLines(current, lang).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}

export function FormErrors({ lang, errors }: { lang: Lang; errors: FieldErrors }) {
  return Object.keys(errors).length > 0 ? (
    <p className="banner banner--error" role="alert">
      {EDITOR_WORDS[lang].fixErrors}
    </p>
  ) : null;
}
