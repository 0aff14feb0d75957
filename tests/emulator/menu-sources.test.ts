import { describe, expect, it, vi } from "vitest";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import type { SeedDocument } from "../../worker/data/seed-documents";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { NoValidDocumentsError } from "../../worker/data/menu-documents";
import { firestoreSource, listMenuDocuments, seedSource } from "../../worker/data/sources";
import { encodeFields } from "../../worker/firestore/values";
import { useEmulatorProject } from "./emulator-project";

const client = useEmulatorProject("sources-test");
const seed = ALL_SEED_DOCUMENTS;

async function readAll(source: ReturnType<typeof seedSource>) {
  const [hrana, boni, obvestila, urnik] = await Promise.all([source.hrana(), source.boni(), source.obvestila(), source.urnik()]);
  return { hrana, boni, obvestila, urnik };
}

describe("firestoreSource", () => {
  it("reads the imported seed as exactly the data seedSource gives", async () => {
    await importDocuments(client, seed);
    const log = vi.fn();
    const fromFirestore = await readAll(firestoreSource(client, log));
    expect(fromFirestore).toEqual(await readAll(seedSource()));
    expect(fromFirestore.boni).toHaveLength(19);
    expect(log).not.toHaveBeenCalled();
  });

  it("drops malformed documents, logs them, and returns the rest", async () => {
    const malformed: SeedDocument[] = [
      { name: "hrana/aburgerji/items/990", fields: encodeFields({ id: 990, name: "Brez cene", parent: "hrana", price: "poceni" }) },
      { name: "hrana/piva/items/991", fields: encodeFields({ id: "991", name: "Id kot besedilo", parent: "pijaca", price: 3 }) },
      { name: "boni/9999", fields: encodeFields({ id: 9999, order: 20, name: 42 }) },
      { name: "obvestila/pokvarjeno", fields: encodeFields({ act: "da", msg: "<p>x</p>", student: false }) },
    ];
    await importDocuments(client, [...seed, ...malformed]);
    const log = vi.fn();
    expect(await readAll(firestoreSource(client, log))).toEqual(await readAll(seedSource()));
    expect(log.mock.calls.map(([path]) => String(path).replace(`${client.root}/`, "")).sort()).toEqual([
      "boni/9999",
      "hrana/aburgerji/items/990",
      "hrana/piva/items/991",
      "obvestila/pokvarjeno",
    ]);
    expect(log).toHaveBeenCalledWith("hrana/aburgerji/items/990", expect.stringContaining("price"));
  });

  it("returns every group empty from an empty database, and fails the hours rather than have none", async () => {
    const source = firestoreSource(client, vi.fn());
    const [hrana, boni, obvestila] = await Promise.all([source.hrana(), source.boni(), source.obvestila()]);
    await expect(source.urnik()).rejects.toThrow(NoValidDocumentsError);
    expect(hrana.dishes).toHaveLength(8);
    expect([...hrana.dishes, ...hrana.drinks, ...hrana.extras].every((group) => group.items.length === 0)).toBe(true);
    expect(boni).toEqual([]);
    expect(obvestila).toEqual([]);
  });

  it("lists the menu in one query per page, following the cursor, and leaves out items of unknown groups and other collections", async () => {
    const strays: SeedDocument[] = [
      { name: "hrana/neznano/items/1", fields: encodeFields({ id: 1, name: "Neznana skupina", parent: "hrana", price: 1 }) },
      { name: "arhiv/2025/items/1", fields: encodeFields({ id: 1, name: "Drug seznam", parent: "hrana", price: 1 }) },
    ];
    await importDocuments(client, [...seed, ...strays]);
    const names = (groups: Map<string, { name: string }[]>) => [...groups].map(([key, documents]) => [key, documents.map((d) => d.name)]);
    const onePage = await listMenuDocuments(client);
    const inPagesOfTen = await listMenuDocuments(client, 10);
    expect(names(inPagesOfTen)).toEqual(names(onePage));
    const listed = [...onePage.values()].flat().map((document) => document.name.replace(`${client.root}/`, ""));
    expect(listed).toHaveLength(seed.filter((document) => document.name.startsWith("hrana/")).length);
    expect(listed.filter((name) => name.includes("neznano") || name.startsWith("arhiv/"))).toEqual([]);
  });
});
