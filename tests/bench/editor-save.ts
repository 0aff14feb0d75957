/**
 * `npm run bench:editor`: the owner's save on the Firestore emulator, 20 times: how long the
 * save takes to return (the POST until its 303), and whether the public page shows the
 * change on the first request after it. Writes bench-results/editor-save-<time>.md. (The
 * editor's own script and style sheet are measured by `npm run bench`, with its budgets.)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { createFirestoreClient } from "../../worker/firestore/client";
import { startFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { formFields } from "../support/editor-forms";
import { startSite } from "../support/site-server";
import { fmtMs, median, percentile } from "./stats";

const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const PROJECT = "bench-editor";
const NOTICE = "/urejanje/obvestila/praznicni-urnik";

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

    const report = [
      `# The editor: save to visible (${new Date().toISOString()})`,
      "",
      "Sequential saves of one notice on loopback to `wrangler dev` (workerd) with the Firestore emulator; each is the POST until its 303 (read, commit with precondition and audit entry, KV refresh), then one GET of the home page.",
      "",
      "| Saves | p50 | p95 | shown on the first request after the save |",
      "| --- | --- | --- | --- |",
      `| ${saves.length} | ${fmtMs(median(saves))} | ${fmtMs(percentile(saves, 95))} | ${shownAtOnce} of ${saves.length} |`,
      "",
    ].join("\n");
    mkdirSync("bench-results", { recursive: true });
    const file = `bench-results/editor-save-${new Date().toISOString().replace(/[:.]/g, "-")}.md`;
    writeFileSync(file, report);
    console.log(report);
    console.log(`Written to ${file}`);
    if (shownAtOnce < saves.length) process.exitCode = 1;
  } finally {
    await site.stop();
  }
} finally {
  await emulator.stop();
}
