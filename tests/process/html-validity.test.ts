import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { offlineCopy, offlinePage } from "../../shared/offline/offline-copy";
import { ALL_ROUTES } from "../e2e/routes";
import { type RunningSite, startSite } from "../support/site-server";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
// The server renders a filtered menu too (categories and excluded allergens from the query).
const ROUTES = [...ALL_ROUTES, "/ponudba?kategorija=pijaca&kategorija=aburgerji&brez=1"];

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** Pages as the service worker shows them offline (the same functions it runs): a stored copy with its notice, and the offline page. */
const OFFLINE_VIEWS: readonly { name: string; route: string; transform(html: string): string }[] = [
  { name: "/ponudba as a stored copy, offline", route: "/ponudba", transform: (html) => offlineCopy(html, Date.now()) },
  { name: "/en/o-nas as a stored copy, offline", route: "/en/o-nas", transform: (html) => offlineCopy(html, Date.now()) },
  {
    name: "the offline page with the stored menu's link",
    route: "/en/brez-povezave",
    transform: (html) => offlinePage(html, new Set(["/ponudba"])),
  },
];

let site: RunningSite | undefined;
beforeAll(async () => {
  site = await startSite();
}, 90_000);
afterAll(async () => {
  await site?.stop();
});

/** A request to the site, its redirects not followed. */
function request(path: string, init: RequestInit = {}): Promise<Response> {
  if (!site) throw new Error("the site has not started");
  return fetch(`${site.url}${path}`, { redirect: "manual", ...init });
}

async function answer(response: Response, status: number): Promise<string> {
  expect(response.status, response.url).toBe(status);
  return response.text();
}

/** The editor's error pages: the server runs the editor read-only, so a write is refused. */
const ERROR_PAGES: readonly { name: string; html(): Promise<string> }[] = [
  { name: "the editor's 404", html: async () => answer(await request("/urejanje/nikjer"), 404) },
  { name: "the editor's 403, in English", html: async () => answer(await request("/en/urejanje/urnik", { method: "POST" }), 403) },
];

/** A Slovenian page as a browser that prefers German receives it: with the offer of the German page. */
const OFFERED = { name: "/o-nas offering German", route: "/o-nas", headers: { "Accept-Language": "de-DE,de;q=0.9" } };

it("every route in every language, and the editor's error pages, is valid HTML (Nu HTML Checker: no errors)", async ({ annotate }) => {
  const folder = await mkdtemp(join(tmpdir(), "nu-check-"));
  try {
    const files = new Map<string, string>();
    for (const [index, route] of ROUTES.entries()) {
      const response = await request(route);
      expect(response.status, route).toBe(route.endsWith("/404") ? 404 : 200);
      const file = join(folder, `page-${index}.html`);
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      files.set(file, route);
    }
    const offered = await (await request(OFFERED.route, { headers: OFFERED.headers })).text();
    expect(offered, OFFERED.name).toContain("lang-offer");
    await writeFile(join(folder, "offered.html"), offered);
    files.set(join(folder, "offered.html"), OFFERED.name);
    for (const [index, view] of OFFLINE_VIEWS.entries()) {
      const file = join(folder, `offline-${index}.html`);
      const served = await (await request(view.route)).text();
      const shown = view.transform(served);
      expect(shown, view.name).not.toBe(served);
      await writeFile(file, shown);
      files.set(file, view.name);
    }
    for (const [index, page] of ERROR_PAGES.entries()) {
      const file = join(folder, `error-${index}.html`);
      await writeFile(file, await page.html());
      files.set(file, page.name);
    }
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files.keys()],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const describe = (message: VnuMessage) =>
      `${files.get(new URL(message.url).pathname) ?? message.url}:${message.lastLine ?? "?"} ${message.message}`;
    const warnings = messages.filter((message) => message.type === "info" && message.subType === "warning").map(describe);
    for (const warning of warnings) await annotate(warning, "vnu warning");
    expect(messages.filter((message) => message.type !== "info").map(describe)).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}, 180_000); // one JVM for all documents: start-up dominates
