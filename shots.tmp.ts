import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { startFirestoreEmulator } from "./scripts/dev/firestore-emulator";
import { DATASET_NAMES } from "./worker/data/datasets";
import { createFirestoreClient } from "./worker/firestore/client";
import { startSite } from "./tests/support/site-server";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/support/chromium";

const emulator = await startFirestoreEmulator();
const seed = DATASET_NAMES.flatMap((name) => JSON.parse(readFileSync(`worker/data/seed/${name}.json`, "utf8")));
const client = createFirestoreClient({ projectId: "shots", emulatorHost: emulator.host, timeoutMs: 30_000 });
await client.commit(seed.map((d: any) => ({ update: { path: d.name, fields: d.fields } })));
const site = await startSite({ FIRESTORE_PROJECT_ID: "shots", FIRESTORE_EMULATOR_HOST: emulator.host, EDITOR_LOCAL_IDENTITY: "lastnik@localhost" });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const paths = (process.argv[2] ?? "/urejanje,/urejanje/obvestila/praznicni-urnik,/urejanje/urnik,/urejanje/meni").split(",");
for (const path of paths) {
  await page.goto(site.url + path);
  await page.screenshot({ path: `/tmp/shots/${path.replace(/\W/g, "_")}.png`, fullPage: process.argv[3] === "full" });
}
// a save, then the history
await page.goto(site.url + "/urejanje/meni");
await page.locator("#i-hrana-cjediNaZaru-items-2").getByLabel("Cena (€)", { exact: true }).fill("12,40");
await page.locator("#i-hrana-cjediNaZaru-items-2").getByRole("button", { name: "Shrani" }).click();
await page.screenshot({ path: `/tmp/shots/after-save.png` });
await page.goto(site.url + "/urejanje");
await page.screenshot({ path: `/tmp/shots/history.png` });
await browser.close();
await site.stop();
await emulator.stop();
