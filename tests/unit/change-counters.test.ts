import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { datasetOf, changeCountBump } from "../../worker/data/change-counts";
import { CHANGE_COUNTS_DOCUMENT } from "../../worker/data/database-layout";
import { REFRESH_CRONS } from "../../worker/data/refresh-schedule";
import { saveChanges } from "../../worker/editor/change-log";
import type { FirestoreClient } from "../../worker/firestore/client";
import { FirestoreError } from "../../worker/firestore/errors";
import type { Write } from "../../worker/firestore/writes";

const ROOT = "projects/p/databases/(default)/documents";

/** A Firestore client that knows one dish and records every commit it is sent. */
function recordingClient(commitFails = false) {
  const commits: Write[][] = [];
  const client: FirestoreClient = {
    root: ROOT,
    listDocuments: async () => [],
    runQuery: async () => [],
    getDocument: async (path) => ({ name: `${ROOT}/${path}`, fields: { price: { doubleValue: 9.9 } }, updateTime: "2026-11-01T10:00:00Z" }),
    async commit(writes) {
      commits.push([...writes]);
      if (commitFails) throw new FirestoreError({ status: "FAILED_PRECONDITION", message: "changed", httpStatus: 400 });
      return { commitTime: "2026-11-01T10:00:01Z", writeResults: [] };
    },
  };
  return { client, commits };
}

const change = (path: string) => ({
  path,
  expectedUpdateTime: "2026-11-01T10:00:00Z",
  after: { price: 10.5 },
  fields: ["price"],
  who: "owner@example.com",
});

describe("a save counts its datasets' changes", () => {
  it("in the same commit as the change and its audit entry, once per dataset", async () => {
    const { client, commits } = recordingClient();
    await saveChanges(client, [change("hrana/cjediNaZaru/items/4"), change("hrana/bdomaceJedi/items/7"), change("boni/107")]);
    expect(commits).toHaveLength(1);
    const paths = commits[0]!.map((write) => ("update" in write ? write.update.path : write.delete));
    expect(paths.filter((path) => path.startsWith("hrana/") || path.startsWith("boni/"))).toHaveLength(3);
    expect(paths.filter((path) => path.startsWith("urejanja/"))).toHaveLength(3);
    expect(commits[0]!.at(-1)).toEqual(changeCountBump(["hrana", "boni"]));
    expect(changeCountBump(["hrana", "boni"])).toEqual({
      update: { path: CHANGE_COUNTS_DOCUMENT, fields: {} },
      updateMask: [],
      updateTransforms: [
        { fieldPath: "hrana", increment: { integerValue: "1" } },
        { fieldPath: "boni", increment: { integerValue: "1" } },
      ],
    });
  });

  it("and a commit refused for a conflict is the only commit: nothing is counted apart from it", async () => {
    const { client, commits } = recordingClient(true);
    await expect(saveChanges(client, [change("nastavitve/boni")])).rejects.toThrow();
    expect(commits).toHaveLength(1);
  });

  it("only for the site's datasets, by the first segment of the path", () => {
    expect(datasetOf("hrana/cjediNaZaru/items/4")).toBe("hrana");
    expect(datasetOf(`${ROOT}/obvestila/a`)).toBe("obvestila");
    expect(datasetOf("urejanja/x")).toBeNull();
    expect(datasetOf("hranaX/y")).toBeNull();
  });
});

describe("the cron triggers", () => {
  it("in wrangler.toml are the check and the daily full refresh the worker tells apart", () => {
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    const crons = /^crons = (\[.*\])$/m.exec(toml)?.[1];
    expect(JSON.parse(crons ?? "null")).toEqual([REFRESH_CRONS.check, REFRESH_CRONS.full]);
  });
});
