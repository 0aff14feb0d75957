/**
 * `npm run bench:editor`: the owner's saves on the Firestore emulator, 20 of each kind (a
 * notice, a menu item, today's lunch): how long each save takes to return (the POST until its
 * 303) and whether the public page shows the change on the first request after it; then
 * Lighthouse (mobile) on the menu list, an item page and the day's lunch form, whose
 * accessibility must score 100. Writes bench-results/editor-save-<time>.md and .json. (The
 * editor's own script and style sheet are measured by `npm run bench`, with its budgets.)
 */
import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { formFields } from "../support/editor-forms";
import { startSiteOnEmulator } from "../support/emulator-site";
import { lighthouseRun } from "./lighthouse";
import { machine, reportHeading, table, writeResults } from "./report";
import { fmtMs, median, percentile } from "./stats";

const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const today = isoDate(wallClock(Date.now()));

/** One kind of save: the editor page whose form is posted, the field changed, and the public page that must show it. */
interface SaveKind {
  name: string;
  editorPath: string;
  field: string;
  publicPath: string;
  /** Fields the post needs beside the form's own (today's lunch has no dish until one is written). */
  extra?: Record<string, string>;
}

const KINDS: SaveKind[] = [
  { name: "notice", editorPath: "/urejanje/obvestila/praznicni-urnik", field: "msg", publicPath: "/" },
  { name: "menu item (name)", editorPath: "/urejanje/meni/cjediNaZaru/2", field: "name", publicPath: "/ponudba" },
  {
    name: "today's lunch (first dish)",
    editorPath: `/urejanje/malica/${today}`,
    field: "dishes.0.name",
    publicPath: "/malica",
    extra: { "dishes.0.price": "10,90", "dishes.0.noAllergenData": "on" },
  },
];

/** The pages the owner lives in: the menu's list, an item's page, a day's lunch. */
const LIGHTHOUSE_PAGES = ["/urejanje/meni", "/urejanje/meni/cjediNaZaru/2", `/urejanje/malica/${today}`];

interface KindResult {
  name: string;
  ms: number[];
  shownAtOnce: number;
}

const running = await startSiteOnEmulator({
  project: "bench-editor",
  env: { EDITOR_LOCAL_IDENTITY: "bench@localhost" },
});
const { site } = running;
try {
  const info = machine();
  await fetch(`${site.url}/`).then((response) => response.arrayBuffer()); // warm the worker
  const results: KindResult[] = [];
  for (const kind of KINDS) {
    const result: KindResult = { name: kind.name, ms: [], shownAtOnce: 0 };
    for (let i = 0; i < SAVES; i++) {
      const form = formFields(await (await fetch(`${site.url}${kind.editorPath}`)).text(), kind.editorPath);
      // Letters only: the public pages highlight the numbers in a text.
      const marker = `Shranjeno ${"abcdefghijklmnopqrstuvwxyz".charAt(i % 26)}${Math.random().toString(36).replace(/[\d.]/g, "")}`;
      const start = performance.now();
      const response = await fetch(`${site.url}${kind.editorPath}`, {
        method: "POST",
        body: new URLSearchParams({ ...form, ...kind.extra, [kind.field]: marker, intent: "save" }),
        headers: { Origin: site.url },
        redirect: "manual",
      });
      await response.arrayBuffer();
      result.ms.push(performance.now() - start);
      if (response.status !== 303) throw new Error(`${kind.name}: save ${i} answered ${response.status}`);
      if ((await (await fetch(`${site.url}${kind.publicPath}`)).text()).includes(marker)) result.shownAtOnce++;
    }
    results.push(result);
  }
  const lighthouse = LIGHTHOUSE_PAGES.map((path) => lighthouseRun(site.url, path));

  const report = [
    ...reportHeading("The editor: save to visible", info, { origin: site.url }),
    "",
    "Sequential saves on loopback to `wrangler dev` (workerd) with the Firestore emulator; each is the POST until its 303 (read, commit with precondition and audit entry, KV refresh), then one GET of the public page that shows it.",
    "",
    table(
      ["Save", "saves", "p50", "p95", "shown on the first request after the save"],
      results.map((r) => [
        r.name,
        String(r.ms.length),
        fmtMs(median(r.ms)),
        fmtMs(percentile(r.ms, 95)),
        `${r.shownAtOnce} of ${r.ms.length}`,
      ]),
    ),
    "",
    "Lighthouse (mobile, one run each: accessibility does not depend on timing) on the editor's pages as the owner opens them:",
    "",
    table(
      ["Page", "accessibility", "best practices", "failed audits"],
      lighthouse.map((run) => [
        run.path,
        String(run.accessibility ?? run.error ?? "–"),
        String(run.bestPractices ?? "–"),
        run.otherFailures.filter((failure) => !failure.startsWith("seo:")).join(", ") || "none",
      ]),
    ),
    "",
  ].join("\n");
  const paths = writeResults("editor-save", report, { machine: info, results, lighthouse });
  console.log(report);
  console.log(`Written to ${paths.markdown}`);
  if (results.some((r) => r.shownAtOnce < r.ms.length) || lighthouse.some((run) => run.accessibility !== 100)) process.exitCode = 1;
} finally {
  await running.stop();
}
