import type { Context } from "hono";
import type { EditorLang } from "../../shared/i18n/lang";
import type { AppEnv } from "../app/app-env";
import { workerConfig } from "../app/config";
import type { FirestoreClient } from "../firestore/client";
import { CHANGED_PARAMETER } from "./ui/describe-change";
import { type DocumentReader, editorClient, firestoreReader, seedReader } from "./documents";
import { editorBase, type Section } from "./paths";
import type { Frame } from "./ui/layout";
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

const FLASH = { saved: "saved", deleted: "deleted", undone: "undone", nothing: "nothingToUndo" } as const;
export type FlashMessage = keyof typeof FLASH;

/** The page's frame: its language, section, who is editing, and the message a redirect brought. */
export function frameOf(c: EditorContext, section: Section, removed: string[] = []): Frame {
  const words = EDITOR_WORDS[c.var.lang];
  const message = c.req.query("sporocilo");
  const flash = message && message in FLASH ? words[FLASH[message as FlashMessage]] : null;
  return {
    lang: c.var.lang,
    section,
    email: c.var.email,
    flash: flash ? [flash] : [],
    removed: [...removed, ...(c.req.queries("odstranjeno") ?? [])],
    changed: c.req.queries(CHANGED_PARAMETER) ?? [],
  };
}

/** A write comes from the editor's own pages: same origin, never a cross-site form or fetch. */
function sameOrigin(c: Context): boolean {
  const origin = c.req.header("Origin");
  return origin !== undefined && origin === new URL(c.req.url).origin && c.req.header("Sec-Fetch-Site") !== "cross-site";
}

/** A handler that writes runs only for an editor posting from the editor's own origin, and is told who it is. */
export function writes<P extends string>(handler: (c: Context<EditorEnv, P>, who: string) => Promise<Response>) {
  return (c: Context<EditorEnv, P>): Promise<Response> | Response => {
    const who = c.var.email;
    return who === null || !sameOrigin(c) ? html(c, "Forbidden", 403) : handler(c, who);
  };
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
