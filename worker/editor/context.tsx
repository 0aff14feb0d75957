import type { Context } from "hono";
import type { EditorLang } from "../../shared/i18n/lang";
import type { AppEnv } from "../app/app-env";
import { workerConfig } from "../app/config";
import { boundedForm } from "../http/bounded-form";
import type { FirestoreClient } from "../firestore/client";
import { CHANGED_PARAMETER } from "./ui/describe-change";
import { type DocumentReader, editorClient, firestoreReader, seedReader } from "./documents";
import { deletedOf, documentSection, editorBase, type Section, sectionOf } from "./editor-urls";
import { type EditorProblem, ErrorPage } from "./ui/error-page";
import { FORM_LIMIT_BYTES } from "./ui/form-values";
import { type Frame, renderEditorPage } from "./ui/layout";
import { EDITOR_WORDS } from "./ui/words";

/** What the editor's middleware puts in every request's context. */
export type EditorEnv = AppEnv & {
  Variables: AppEnv["Variables"] & {
    lang: EditorLang;
    /** The signed-in editor; null: the data is shown read-only. */
    email: string | null;
    /** The documents the pages show, with their versions. */
    documents: DocumentReader;
    /** The editor's Firestore client, made on first use (on production it signs a token). */
    firestore: () => Promise<FirestoreClient>;
  };
};

export type EditorContext = Context<EditorEnv>;

const PRIVATE = "private, no-store";
const EDITOR_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export type EditorStatus = 200 | 403 | 404 | 409 | 411 | 413 | 422 | 500 | 503;

export function html(c: Context, body: string, status: EditorStatus = 200): Response {
  return c.body(body, status, {
    "Content-Type": "text/html; charset=UTF-8",
    "Cache-Control": PRIVATE,
    "Content-Security-Policy": EDITOR_POLICY,
  });
}

const PROBLEM_STATUS: Record<EditorProblem["kind"], EditorStatus> = {
  notFound: 404,
  notAllowed: 403,
  otherOrigin: 403,
  readOnly: 403,
  tooLarge: 413,
  unavailable: 503,
  failed: 500,
};

/** The editor's page for a request it could not serve, in the language of the path, with the problem's status. */
export function errorPage(c: EditorContext, problem: EditorProblem): Response {
  return problemPage(c, c.var.lang, c.var.email, problem);
}

/** The same page where the editor's middleware has not run (the site's configuration failed): no one is named. */
export function editorFailurePage(c: Context, lang: EditorLang): Response {
  return problemPage(c, lang, null, { kind: "failed" });
}

function problemPage(c: Context, lang: EditorLang, email: string | null, problem: EditorProblem): Response {
  const frame: Frame = {
    lang,
    section: sectionOf(c.req.path, lang),
    email,
    flash: [],
    refused: false,
    removed: [],
    changed: [],
    deleted: null,
  };
  return html(c, renderEditorPage(<ErrorPage frame={frame} problem={problem} />), PROBLEM_STATUS[problem.kind]);
}

export function notFound(c: EditorContext): Response {
  return errorPage(c, { kind: "notFound" });
}

/** Post, then redirect: the result page carries its message in the query, so a reload never posts again. */
export function redirect(
  c: EditorContext,
  section: Section | `${Section}/${string}`,
  message: FlashMessage,
  extra: URLSearchParams = new URLSearchParams(),
  hash = "",
): Response {
  extra.set("sporocilo", message);
  return c.body(null, 303, { Location: `${editorBase(c.var.lang)}${section}?${extra.toString()}${hash}`, "Cache-Control": PRIVATE });
}

const FLASH = {
  saved: "saved",
  savedAhead: "savedAhead",
  deleted: "deleted",
  undone: "undone",
  nothing: "nothingToUndo",
  undoConflict: "undoConflict",
  alreadyUndone: "alreadyUndone",
  undoStale: "undoStale",
} as const;
export type FlashMessage = keyof typeof FLASH;

/** Messages that say nothing was written: an alert, not a confirmation. */
const REFUSALS: ReadonlySet<string> = new Set<FlashMessage>(["undoConflict", "undoStale"]);

/** The page's frame: its language, section, who is editing, and the message a redirect brought. */
export function frameOf(c: EditorContext, section: Section, removed: string[] = []): Frame {
  const words = EDITOR_WORDS[c.var.lang];
  const message = c.req.query("sporocilo");
  const flash = message && message in FLASH ? words[FLASH[message as FlashMessage]] : null;
  const deleted = deletedOf(new URL(c.req.url).searchParams);
  return {
    lang: c.var.lang,
    section,
    email: c.var.email,
    flash: flash ? [flash] : [],
    refused: REFUSALS.has(message ?? ""),
    removed: [...removed, ...(c.req.queries("odstranjeno") ?? [])],
    changed: c.req.queries(CHANGED_PARAMETER) ?? [],
    deleted: deleted !== null && documentSection(deleted.path) === section ? deleted : null,
  };
}

/** A write comes from the editor's own pages: same origin, never a cross-site form or fetch. */
function sameOrigin(c: Context): boolean {
  const origin = c.req.header("Origin");
  return origin !== undefined && origin === new URL(c.req.url).origin && c.req.header("Sec-Fetch-Site") !== "cross-site";
}

/**
 * A handler that writes runs only for an editor posting from the editor's own origin, and is
 * told who it is; it reads its body itself (a photo upload, with its own limit).
 */
export function uploads<P extends string>(handler: (c: Context<EditorEnv, P>, who: string) => Promise<Response>) {
  return (c: Context<EditorEnv, P>): Promise<Response> | Response => {
    const who = c.var.email;
    if (who === null) return errorPage(c, { kind: "readOnly" });
    return sameOrigin(c) ? handler(c, who) : errorPage(c, { kind: "otherOrigin" });
  };
}

/**
 * The same for a form: the handler gets the posted form, read only up to FORM_LIMIT_BYTES. A
 * larger one gets the editor's 413 page before the rest of it is read; one sent without a
 * stated length is read up to the limit, and refused there.
 */
export function writes<P extends string>(handler: (c: Context<EditorEnv, P>, who: string, form: FormData) => Promise<Response>) {
  return uploads<P>(async (c, who) => {
    const form = await boundedForm(c.req.raw, { limit: FORM_LIMIT_BYTES, unstated: "count" });
    return form instanceof FormData ? handler(c, who, form) : errorPage(c, { kind: "tooLarge" });
  });
}

/** The documents and the client for a request: the seed when read-only, else Firestore through one client per request. */
export function requestStore(c: EditorContext, email: string | null): void {
  let client: Promise<FirestoreClient> | undefined;
  const firestore = () => (client ??= editorClient(workerConfig(c.env)));
  c.set("firestore", firestore);
  c.set("documents", email === null ? seedReader() : lazyReader(firestore));
}

function lazyReader(firestore: () => Promise<FirestoreClient>): DocumentReader {
  const reader = async () => firestoreReader(await firestore());
  return {
    list: async (collection) => (await reader()).list(collection),
    get: async (path) => (await reader()).get(path),
    menu: async (options) => (await reader()).menu(options),
  };
}
