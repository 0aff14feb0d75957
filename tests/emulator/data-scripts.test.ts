import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { SEED_DIRECTORY, seedFilePath } from "../../scripts/operator/seed-files";
import { importDocuments, MAX_WRITES_PER_COMMIT } from "../../scripts/operator/seed-transfer";
import { SEED_DOCUMENTS } from "../../worker/data/seed-documents";
import { createFirestoreClient } from "../../worker/firestore/client";
import { encodeFields } from "../../worker/firestore/values";
import { emulatorHost, useEmulatorProject } from "./emulator-project";

const PROJECT = "scripts-test";
const REPOSITORY = fileURLToPath(new URL("../..", import.meta.url));
const client = useEmulatorProject(PROJECT);

/** Runs an operator script the way `npx tsx scripts/operator/NAME.ts` does. */
function runScript(name: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return promisify(execFile)(process.execPath, ["--import", "tsx", join("scripts", "operator", name), ...args], {
    cwd: REPOSITORY,
    env: { ...process.env, FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: emulatorHost(), ...env },
  });
}

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

describe("data-import and data-export", () => {
  it("round-trip the seed files byte for byte", async () => {
    const imported = await runScript("data-import.ts");
    const total = DATASET_NAMES.reduce((sum, collection) => sum + SEED_DOCUMENTS[collection].length, 0);
    expect(imported.stdout).toContain(`Imported ${total} documents`);

    const directory = await mkdtemp(join(tmpdir(), "seed-export-"));
    temporary.push(directory);
    await runScript("data-export.ts", [directory]);
    for (const collection of DATASET_NAMES) {
      const exported = await readFile(seedFilePath(directory, collection), "utf8");
      expect(exported, collection).toBe(await readFile(seedFilePath(SEED_DIRECTORY, collection), "utf8"));
    }
  });

  it("export to stdout as one object of every collection", async () => {
    await importDocuments(client, SEED_DOCUMENTS.obvestila);
    const { stdout } = await runScript("data-export.ts");
    expect(JSON.parse(stdout)).toEqual({ hrana: [], boni: [], obvestila: SEED_DOCUMENTS.obvestila, urnik: [], nastavitve: [], dnevna: [] });
  });

  it("export a menu group the site does not know yet", async () => {
    await importDocuments(client, [{ name: "hrana/zsezona/items/500", fields: encodeFields({ id: 500 }) }]);
    const { stdout } = await runScript("data-export.ts");
    expect(JSON.parse(stdout).hrana).toEqual([{ name: "hrana/zsezona/items/500", fields: { id: { integerValue: "500" } } }]);
  });

  it("name the missing variable and fail", async () => {
    const failure = await runScript("data-import.ts", [], { FIRESTORE_PROJECT_ID: "" }).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("FIRESTORE_PROJECT_ID");
  });

  it("refuse production without a token, naming the variable", async () => {
    const failure = await runScript("data-export.ts", [], { FIRESTORE_EMULATOR_HOST: "" }).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/FIRESTORE_ACCESS_TOKEN is not set: production Firestore refuses requests without a token/);
  });
});

describe("importDocuments", () => {
  it("commits at most 500 writes at a time", async () => {
    const commits: number[] = [];
    const counting = createFirestoreClient({
      projectId: PROJECT,
      emulatorHost: emulatorHost(),
      timeoutMs: 30_000,
      fetch: async (input, init) => {
        const url = input instanceof Request ? input.url : input.toString();
        if (url.endsWith(":commit") && typeof init?.body === "string") commits.push(JSON.parse(init.body).writes.length);
        return fetch(input, init);
      },
    });
    const documents = Array.from({ length: 1_201 }, (_, index) => ({
      name: `load/${index}`,
      fields: encodeFields({ index }),
    }));
    expect(await importDocuments(counting, documents)).toBe(1_201);
    expect(commits).toEqual([MAX_WRITES_PER_COMMIT, MAX_WRITES_PER_COMMIT, 201]);
    expect(await client.listDocuments("load", { pageSize: 300 })).toHaveLength(1_201);
  });
});
