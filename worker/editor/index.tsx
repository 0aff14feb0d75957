import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app/app-env";
import { workerConfig } from "../app/config";
import { FirestoreError } from "../firestore/errors";
import { editorAccess } from "./access";
import { changesRoutes } from "./changes/changes-routes";
import { dailyRoutes } from "./daily/daily-routes";
import { editorFailurePage, type EditorEnv, errorPage, notFound, requestStore } from "./context";
import { hoursRoutes } from "./hours/hours-routes";
import { menuRoutes } from "./menu/menu-routes";
import { noticesRoutes } from "./notices/notices-routes";
import { editorBase, SECTION } from "./editor-urls";

const under = (base: string, path: string) => path === base || path.startsWith(`${base}/`);
const inEnglish = (path: string) => under(editorBase("en"), path);

/** The editor's own 500 page for a failure before its middleware ran; null for a path outside the editor. */
export function editorFailure(c: Context): Response | null {
  if (inEnglish(c.req.path)) return editorFailurePage(c, "en");
  return under(editorBase("sl"), c.req.path) ? editorFailurePage(c, "sl") : null;
}

/**
 * Every editor request: its language from the path, who it is (Access, or the local identity),
 * 404 where there is no editor, 403 for anyone else. Writes are checked again by `writer`.
 */
const guard = createMiddleware<EditorEnv>(async (c, next) => {
  c.set("lang", inEnglish(c.req.path) ? "en" : "sl");
  // No editor until Access says who it is: a refused request's page names none.
  c.set("email", null);
  const access = await editorAccess(workerConfig(c.env), c.req.raw);
  if (access.kind === "absent") return notFound(c);
  if (access.kind === "forbidden") {
    console.warn("Editor access refused:", access.reason);
    return errorPage(c, { kind: "notAllowed", email: access.email });
  }
  const email = access.kind === "edit" ? access.email : null;
  c.set("email", email);
  requestStore(c, email);
  await next();
  return undefined;
});

/** The editor's sections, the same in both languages. */
const sections = new Hono<EditorEnv>();
sections.use(guard);
// Before the routes: route() wraps each route in the error handler the app has at that moment.
sections.onError((error, c) => {
  if (error instanceof FirestoreError) {
    console.warn("Editor: Firestore failed", error);
    return errorPage(c, { kind: "unavailable" });
  }
  console.error("Editor request failed", c.req.method, c.req.path, error);
  return errorPage(c, { kind: "failed" });
});
sections.route(SECTION.notices, noticesRoutes);
sections.route(SECTION.hours, hoursRoutes);
sections.route(SECTION.menu, menuRoutes);
sections.route(SECTION.daily, dailyRoutes);
sections.route("/", changesRoutes);
// Any other address under the editor is the editor's own 404, in the owner's language.
sections.all("*", (c) => notFound(c));

/** The pages at /urejanje and /en/urejanje: notices, hours and the menu's availability, edited by the owner. */
export const editor = new Hono<AppEnv>();

editor.route(editorBase("sl"), sections);
editor.route(editorBase("en"), sections);
