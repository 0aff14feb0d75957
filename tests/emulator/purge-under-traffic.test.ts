import { afterAll, beforeAll, expect, it } from "vitest";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { clearFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { createFirestoreClient } from "../../worker/firestore/client";
import { purgeSiteCache, startSite, type RunningSite } from "../support/site-server";
import { emulatorHost } from "./emulator-project";

const PROJECT = "traffic";
const ROUTES = ["/", "/ponudba", "/en/ponudba", "/studentski-boni", "/lokacija", "/api/hrana", "/api/boni", "/api/obvestila"];
let site: RunningSite;

beforeAll(async () => {
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
  const client = createFirestoreClient({ projectId: PROJECT, emulatorHost: emulatorHost(), timeoutMs: 30_000 });
  await importDocuments(client, ALL_SEED_DOCUMENTS);
  site = await startSite({ FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: emulatorHost() }, ["--test-scheduled"]);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
});

it("loses no request while the operator purges the cache and the cron refreshes it", async () => {
  const failures: string[] = [];
  let served = 0;
  let stop = false;

  const visitor = async (offset: number) => {
    for (let i = offset; !stop; i++) {
      const path = ROUTES[i % ROUTES.length] ?? "/";
      try {
        const response = await fetch(`${site.url}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${path} → ${response.status}`);
        served++;
      } catch (error) {
        failures.push(`${path} → ${String(error)}`);
      }
    }
  };

  const operator = async () => {
    for (let round = 0; round < 2; round++) {
      expect(await purgeSiteCache(site)).toContain("purged v1:obvestila (local)");
      const cron = await fetch(`${site.url}/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
      expect(cron.status).toBe(200);
      await cron.arrayBuffer();
    }
    stop = true;
  };

  await Promise.all([operator(), ...[0, 1, 2, 3, 4, 5].map(visitor)]);
  expect(failures).toEqual([]);
  expect(served).toBeGreaterThan(50);
}, 240_000);
