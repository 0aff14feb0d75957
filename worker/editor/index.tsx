import { Hono, type Context } from "hono";
import { LANGS, type Lang } from "../../shared/i18n/lang";
import { NoticeSchema } from "../../shared/menu/menu-schema";
import { isSoldOut } from "../../shared/menu/sold-out";
import { HoursSchema } from "../../shared/restaurant/hours-schema";
import type { AppEnv } from "../app-env";
import { workerConfig } from "../config";
import { DATASET_NAMES, type DatasetName } from "../data/datasets";
import type { Removal } from "../data/sanitize-html";
import { FirestoreError } from "../firestore/errors";
import type { DecodedFields } from "../firestore/values";
import { editorAccess } from "./access";
import { COPY, removalText } from "./copy";
import { type DocumentReader, editorClient, firestoreReader, seedReader } from "./editor-data";
import { EDITOR_SCRIPT } from "./editor-script";
import { EDITOR_CSS } from "./editor-style";
import { availabilityFromForm, type FieldErrors, formRecord, hoursFromForm, MEAL_FIELDS, MENU_FIELDS, noticeFromForm } from "./forms";
import {
  ChangesPage,
  EDITOR_SCRIPT_PATH,
  EDITOR_STYLESHEET,
  editorBase,
  type Frame,
  HoursPage,
  hoursForm,
  MenuPage,
  noticeForm,
  NoticesPage,
  renderEditorPage,
  UnavailablePage,
} from "./pages";
import { EditConflict, listMenu, recentChanges, saveChange, undoLastChange } from "./store";

type EditorContext = Context<AppEnv & { Variables: { email: string | null; lang: Lang } }>;

const PRIVATE = "private, no-store";
const EDITOR_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const HOURS_PATH = "urnik/odpiralni-cas";
const NEW_NOTICE = "nov";

/** The pages at /urejanje and /en/urejanje: notices, hours and the menu's availability, edited by the owner. */
export const editor = new Hono<AppEnv & { Variables: { email: string | null; lang: Lang } }>();

editor.get(EDITOR_SCRIPT_PATH, (c) =>
  c.body(EDITOR_SCRIPT, 200, { "Content-Type": "text/javascript; charset=UTF-8", "Cache-Control": "public, max-age=300" }),
);
editor.get(EDITOR_STYLESHEET, (c) =>
  c.body(EDITOR_CSS, 200, { "Content-Type": "text/css; charset=UTF-8", "Cache-Control": "public, max-age=300" }),
);

function html(c: EditorContext, body: string, status: 200 | 403 | 404 | 409 | 422 | 503 = 200) {
  return c.body(body, status, {
    "Content-Type": "text/html; charset=UTF-8",
    "Cache-Control": PRIVATE,
    "Content-Security-Policy": EDITOR_POLICY,
  });
}

/** A write comes from the editor's own pages: same origin, never a cross-site form or fetch. */
function sameOrigin(c: EditorContext): boolean {
  const origin = c.req.header("Origin");
  return origin !== undefined && origin === new URL(c.req.url).origin && c.req.header("Sec-Fetch-Site") !== "cross-site";
}

const datasetOf = (path: string): DatasetName | null => DATASET_NAMES.find((name) => path.split("/")[0] === name) ?? null;

function frameOf(c: EditorContext, section: string, removed: string[] = []): Frame {
  const lang = c.var.lang;
  const copy = COPY[lang];
  const message = c.req.query("sporocilo");
  const flash =
    message === "saved"
      ? copy.saved
      : message === "deleted"
        ? copy.deleted
        : message === "undone"
          ? copy.undone
          : message === "nothing"
            ? copy.nothingToUndo
            : null;
  return { lang, section, email: c.var.email, flash: flash ? [flash] : [], removed: [...removed, ...(c.req.queries("odstranjeno") ?? [])] };
}

async function reader(c: EditorContext): Promise<DocumentReader> {
  return c.var.email === null ? seedReader() : firestoreReader(await editorClient(workerConfig(c.env)));
}

/** After a save the public pages read the new value on their next request: the dataset's KV entry is refreshed now. */
async function refreshDataset(c: EditorContext, path: string): Promise<void> {
  const name = datasetOf(path);
  if (name) await c.var.repository.refresh(name);
}

function redirect(c: EditorContext, section: string, message: string, extra: URLSearchParams = new URLSearchParams(), hash = "") {
  extra.set("sporocilo", message);
  return c.body(null, 303, { Location: `${editorBase(c.var.lang)}${section}?${extra.toString()}${hash}`, "Cache-Control": PRIVATE });
}

function removalsOf(lang: Lang, removals: readonly Removal[]): string[] {
  return [...new Set(removals.map((removal) => removalText(lang, removal)))];
}

for (const lang of LANGS) {
  const base = editorBase(lang);

  editor.use(base, guard(lang));
  editor.use(`${base}/*`, guard(lang));

  editor.get(base, async (c) => {
    const changes = c.var.email === null ? [] : await recentChanges(await editorClient(workerConfig(c.env)));
    return html(c, renderEditorPage(<ChangesPage frame={frameOf(c, "")} changes={changes} editable={c.var.email !== null} />));
  });

  editor.get(`${base}/obvestila`, async (c) => {
    const notices = await (await reader(c)).list("obvestila");
    return html(
      c,
      renderEditorPage(<NoticesPage frame={frameOf(c, "/obvestila")} notices={notices} edit={null} editable={c.var.email !== null} />),
    );
  });

  editor.get(`${base}/obvestila/:id`, async (c) => {
    const id = c.req.param("id");
    const read = await reader(c);
    const notices = await read.list("obvestila");
    const document = id === NEW_NOTICE ? null : await read.get(`obvestila/${id}`);
    if (document?.updateTime === null && c.var.email !== null) return html(c, "Not Found", 404);
    const edit = {
      id,
      form: document ? noticeForm(document.data) : { act: "on", kind: "guest" },
      errors: {},
      updateTime: document?.updateTime ?? null,
      conflict: null,
      preview: document ? noticePreview(document.data, id) : null,
      removed: [],
    };
    return html(
      c,
      renderEditorPage(<NoticesPage frame={frameOf(c, "/obvestila")} notices={notices} edit={edit} editable={c.var.email !== null} />),
    );
  });

  editor.post(`${base}/obvestila/:id`, async (c) => {
    const email = requireEditor(c);
    const form = formRecord(await c.req.parseBody());
    const client = await editorClient(workerConfig(c.env));
    const paramId = c.req.param("id");
    const id = paramId === NEW_NOTICE ? newNoticeId() : paramId;
    const path = `obvestila/${id}`;
    const expected = form.updateTime || null;
    const removals: Removal[] = [];
    const outcome = noticeFromForm(form, id, lang, (removal) => removals.push(removal));
    const removed = removalsOf(lang, removals);
    const render = async (status: 200 | 409 | 422, errors: FieldErrors, conflict: DecodedFields | null, updateTime: string | null) => {
      const notices = await firestoreReader(client).list("obvestila");
      const preview = outcome.ok ? outcome.value : null;
      const edit = { id: paramId, form, errors, updateTime, conflict, preview, removed };
      return html(c, renderEditorPage(<NoticesPage frame={frameOf(c, "/obvestila")} notices={notices} edit={edit} editable />), status);
    };
    try {
      if (form.action === "delete") {
        await saveChange(client, { path, expectedUpdateTime: expected, after: null, who: email });
        await refreshDataset(c, path);
        return redirect(c, "/obvestila", "deleted");
      }
      if (!outcome.ok) return await render(422, outcome.errors, null, expected);
      if (form.action === "preview") return await render(200, {}, null, expected);
      await saveChange(client, { path, expectedUpdateTime: paramId === NEW_NOTICE ? null : expected, after: outcome.data, who: email });
      await refreshDataset(c, path);
      const query = new URLSearchParams(removed.map((line) => ["odstranjeno", line]));
      return redirect(c, `/obvestila/${encodeURIComponent(id)}`, "saved", query);
    } catch (error) {
      if (!(error instanceof EditConflict)) throw error;
      return render(409, {}, error.current.updateTime === null ? null : error.current.data, error.current.updateTime);
    }
  });

  editor.get(`${base}/urnik`, async (c) => {
    const document = await (await reader(c)).get(HOURS_PATH);
    const parsed = HoursSchema.safeParse(document.data);
    const edit = {
      form: hoursForm(document.data),
      errors: {},
      updateTime: document.updateTime,
      conflict: null,
      preview: parsed.success ? parsed.data : null,
    };
    return html(
      c,
      renderEditorPage(<HoursPage frame={frameOf(c, "/urnik")} edit={edit} editable={c.var.email !== null} now={Date.now()} />),
    );
  });

  editor.post(`${base}/urnik`, async (c) => {
    const email = requireEditor(c);
    const form = formRecord(await c.req.parseBody());
    const client = await editorClient(workerConfig(c.env));
    const expected = form.updateTime || null;
    const outcome = hoursFromForm(form, lang);
    const render = async (status: 200 | 409 | 422, errors: FieldErrors, conflict: DecodedFields | null, updateTime: string | null) => {
      const stored = HoursSchema.safeParse((await firestoreReader(client).get(HOURS_PATH)).data);
      const preview = outcome.ok ? outcome.value : stored.success ? stored.data : null;
      const edit = { form, errors, updateTime, conflict, preview };
      return html(c, renderEditorPage(<HoursPage frame={frameOf(c, "/urnik")} edit={edit} editable now={Date.now()} />), status);
    };
    if (!outcome.ok) return render(422, outcome.errors, null, expected);
    if (form.action === "preview") return render(200, {}, null, expected);
    try {
      await saveChange(client, { path: HOURS_PATH, expectedUpdateTime: expected, after: outcome.data, who: email });
    } catch (error) {
      if (!(error instanceof EditConflict)) throw error;
      return render(409, {}, error.current.data, error.current.updateTime);
    }
    await refreshDataset(c, HOURS_PATH);
    return redirect(c, "/urnik", "saved");
  });

  editor.get(`${base}/meni`, async (c) => {
    const read = await reader(c);
    const { groups, meals } = await listMenu((collection) => read.list(collection));
    const now = Date.now();
    return html(
      c,
      renderEditorPage(
        <MenuPage
          frame={frameOf(c, "/meni")}
          groups={groups}
          meals={meals}
          edit={null}
          editable={c.var.email !== null}
          isSoldOut={(data) => soldOut(data, now)}
        />,
      ),
    );
  });

  editor.post(`${base}/meni`, async (c) => {
    const email = requireEditor(c);
    const form = formRecord(await c.req.parseBody());
    const path = form.path ?? "";
    const meal = /^boni\/[^/]+$/.test(path);
    if (!meal && !/^hrana\/[^/]+\/items\/[^/]+$/.test(path)) return html(c, "Not Found", 404);
    const client = await editorClient(workerConfig(c.env));
    const read = firestoreReader(client);
    const stored = await read.get(path);
    if (stored.updateTime === null) return html(c, "Not Found", 404);
    const now = Date.now();
    const outcome = availabilityFromForm(form, stored.data, meal, lang, now, soldOut(stored.data, now));
    const render = async (status: 409 | 422, errors: FieldErrors, conflict: DecodedFields | null) => {
      const { groups, meals } = await listMenu((collection) => read.list(collection));
      const edit = { path, form, errors, conflict };
      return html(
        c,
        renderEditorPage(
          <MenuPage
            frame={frameOf(c, "/meni")}
            groups={groups}
            meals={meals}
            edit={edit}
            editable
            isSoldOut={(data) => soldOut(data, now)}
          />,
        ),
        status,
      );
    };
    if (!outcome.ok) return render(422, outcome.errors, null);
    try {
      await saveChange(client, {
        path,
        expectedUpdateTime: form.updateTime || null,
        after: outcome.data,
        fields: [...(meal ? MEAL_FIELDS : MENU_FIELDS)],
        who: email,
      });
    } catch (error) {
      if (!(error instanceof EditConflict)) throw error;
      return render(409, {}, error.current.data);
    }
    await refreshDataset(c, path);
    return redirect(c, "/meni", "saved", undefined, `#i-${path.replace(/\W/g, "-")}`);
  });

  editor.post(`${base}/razveljavi`, async (c) => {
    const email = requireEditor(c);
    const path = formRecord(await c.req.parseBody()).path ?? "";
    const dataset = datasetOf(path);
    if (!dataset || path.split("/").length % 2 !== 0) return html(c, "Not Found", 404);
    const section = dataset === "obvestila" ? "/obvestila" : dataset === "urnik" ? "/urnik" : "/meni";
    try {
      const undone = await undoLastChange(await editorClient(workerConfig(c.env)), path, email);
      if (!undone) return redirect(c, section, "nothing");
    } catch (error) {
      if (!(error instanceof EditConflict)) throw error;
      return redirect(c, section, "nothing");
    }
    await refreshDataset(c, path);
    return redirect(c, section, "undone");
  });
}

function soldOut(data: DecodedFields, now: number): boolean {
  return typeof data.soldOutUntil === "string" && isSoldOut({ soldOutUntil: data.soldOutUntil }, now);
}

function noticePreview(data: DecodedFields, id: string) {
  const parsed = NoticeSchema.safeParse({ ...data, id });
  return parsed.success ? parsed.data : null;
}

/** Readable, sortable and unique enough for a restaurant's notices. */
function newNoticeId(): string {
  return `obvestilo-${new Date().toISOString().slice(0, 10)}-${crypto.randomUUID().slice(0, 6)}`;
}

class ReadOnlyError extends Error {}

function requireEditor(c: EditorContext): string {
  if (c.var.email === null) throw new ReadOnlyError("read-only editor");
  return c.var.email;
}

/**
 * Every editor request: who it is (Access, or the local identity), 404 where there is no
 * editor, 403 for anyone else and for a write from another origin; writes need an editor.
 */
function guard(lang: Lang) {
  return async (c: EditorContext, next: () => Promise<void>) => {
    c.set("lang", lang);
    const access = await editorAccess(workerConfig(c.env), c.req.raw);
    const write = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (access.kind === "absent") return html(c, "Not Found", 404);
    if (access.kind === "forbidden") {
      console.warn("Editor access refused:", access.reason);
      return html(c, "Forbidden", 403);
    }
    if (write && (access.kind === "read-only" || !sameOrigin(c))) return html(c, "Forbidden", 403);
    c.set("email", access.kind === "edit" ? access.email : null);
    // Hono hands a handler's error to the app's onError and records it here.
    await next();
    if (c.error instanceof ReadOnlyError) c.res = html(c, "Forbidden", 403);
    else if (c.error instanceof FirestoreError) {
      console.warn("Editor: Firestore failed", c.error);
      c.res = html(c, renderEditorPage(<UnavailablePage frame={frameOf(c, "")} />), 503);
    }
    return undefined;
  };
}
