/**
 * `npm run bench:editor`: the owner's save on the Firestore emulator, 20 times: how long the
 * save takes to return (the POST until its 303), and whether the public page shows the
 * change on the first request after it; and the bytes of the editor's own script and style
 * sheet, gzipped, beside a check that no public page loads them. Writes
 * bench-results/editor-save-<time>.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { createFirestoreClient } from "../../worker/firestore/client";
import { startFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { formFields } from "../support/editor-forms";
import { startSite } from "../support/site-server";
import { fmtKb, fmtMs, median, percentile } from "./stats";

const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const PROJECT = "bench-editor";
const NOTICE = "/urejanje/obvestila/praznicni-urnik";
/** The editor's script may carry at most this much, gzipped. */
const SCRIPT_BUDGET_BYTES = 30 * 1024;

const emulator = await startFirestoreEmulator();
try {
  await importDocuments(createFirestoreClient({ projectId: PROJECT, emulatorHost: emulator.host, timeoutMs: 30_000 }), ALL_SEED_DOCUMENTS);
  const site = await startSite(
    { FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: emulator.host, EDITOR_LOCAL_IDENTITY: "bench@localhost" },
    ["--log-level", "warn"],
  );
  try {
    const saves: number[] = [];
    let shownAtOnce = 0;
    await fetch(`${site.url}/`).then((response) => response.arrayBuffer()); // warm the worker
    for (let i = 0; i < SAVES; i++) {
      const form = formFields(await (await fetch(`${site.url}${NOTICE}`)).text(), NOTICE);
      // Letters only: the page highlights the numbers in a notice.
      const marker = `Shranjeno ${"abcdefghijklmnopqrstuvwxyz".charAt(i % 26)}${Math.random().toString(36).replace(/[\d.]/g, "")}`;
      const start = performance.now();
      const response = await fetch(`${site.url}${NOTICE}`, {
        method: "POST",
        body: new URLSearchParams({ ...form, msg: `<p>${marker}</p>`, intent: "save" }),
        headers: { Origin: site.url },
        redirect: "manual",
      });
      await response.arrayBuffer();
      saves.push(performance.now() - start);
      if (response.status !== 303) throw new Error(`save ${i} answered ${response.status}`);
      if ((await (await fetch(`${site.url}/`)).text()).includes(marker)) shownAtOnce++;
    }

    const gzipped = async (path: string) => gzipSync(Buffer.from(await (await fetch(`${site.url}${path}`)).arrayBuffer())).length;
    const script = await gzipped("/urejanje/editor.js");
    const style = await gzipped("/urejanje/editor.css");
    const publicPages = ["/", "/ponudba", "/en/o-nas"];
    const leaking = [];
    for (const path of publicPages) if (/\/urejanje\//.test(await (await fetch(`${site.url}${path}`)).text())) leaking.push(path);

    const report = [
      `# The editor: save to visible, and its own bytes (${new Date().toISOString()})`,
      "",
      "Sequential saves of one notice on loopback to `wrangler dev` (workerd) with the Firestore emulator; each is the POST until its 303 (read, commit with precondition and audit entry, KV refresh), then one GET of the home page.",
      "",
      "| Saves | p50 | p95 | shown on the first request after the save |",
      "| --- | --- | --- | --- |",
      `| ${saves.length} | ${fmtMs(median(saves))} | ${fmtMs(percentile(saves, 95))} | ${shownAtOnce} of ${saves.length} |`,
      "",
      "| Editor's own file | gzip | budget |",
      "| --- | --- | --- |",
      `| /urejanje/editor.js | ${fmtKb(script)} | ${fmtKb(SCRIPT_BUDGET_BYTES)} ${script <= SCRIPT_BUDGET_BYTES ? "(holds)" : "(EXCEEDED)"} |`,
      `| /urejanje/editor.css | ${fmtKb(style)} | – |`,
      "",
      leaking.length === 0
        ? `No public page (${publicPages.join(", ")}) refers to the editor's files.`
        : `Public pages referring to the editor: ${leaking.join(", ")}`,
      "",
    ].join("\n");
    mkdirSync("bench-results", { recursive: true });
    const file = `bench-results/editor-save-${new Date().toISOString().replace(/[:.]/g, "-")}.md`;
    writeFileSync(file, report);
    console.log(report);
    console.log(`Written to ${file}`);
    if (shownAtOnce < saves.length || script > SCRIPT_BUDGET_BYTES || leaking.length > 0) process.exitCode = 1;
  } finally {
    await site.stop();
  }
} finally {
  await emulator.stop();
}
