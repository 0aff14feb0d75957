import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTree, type TreeCopy } from "../support/tree-copy";

// The violations are planted in a copy of the tree, so the tree itself never changes.
let tree: TreeCopy;

/** Changes a copied file; fails when the text to replace is not there, so the plant cannot silently miss. */
function replaceIn(file: string, from: RegExp, to: string): void {
  const text = readFileSync(join(tree.root, file), "utf8");
  if (!from.test(text)) throw new Error(`${file} has no ${String(from)}`);
  writeFileSync(join(tree.root, file), text.replace(from, to));
}

function plant(file: string, text: string, root = tree.root): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** One of `npm run check`'s parts, run in a copy: its exit status and everything it printed. */
function checkPart(script: string, root = tree.root): { status: number | null; output: string } {
  const result = spawnSync("npm", ["run", "--silent", script], { cwd: root, encoding: "utf8" });
  return { status: result.status, output: stripVTControlCharacters(result.stdout + result.stderr) };
}

/**
 * A part of the check over the whole copied tree: the unused-code check took seconds alone, and
 * beside another tier (npm test's lanes) on a busy machine two to three times as long.
 */
const PART_TIMEOUT = 120_000;

/**
 * What Prettier reads besides the files it checks: its settings and the files it ignores. The
 * format check runs on a copy of these alone, with the planted file: over the whole tree it took
 * 14 s of the tier's time (22 CPU s) to find the one file.
 */
const FORMAT_SETTINGS = new Set([".prettierrc.json", ".prettierignore", ".gitignore", ".editorconfig", "package.json"]);

let architecture: ReturnType<typeof checkPart> | undefined;
const checkArchitecture = () => (architecture ??= checkPart("check:arch"));

beforeAll(() => {
  tree = copyTree();
  plant(
    "client/planted-import.ts",
    'import { CONFIG_VARIABLES } from "../worker/app/config";\n\nexport const planted = CONFIG_VARIABLES;\n',
  );
  plant("shared/planted-cycle-a.ts", 'import { b } from "./planted-cycle-b";\n\nexport const a = () => b;\n');
  plant("shared/planted-cycle-b.ts", 'import { a } from "./planted-cycle-a";\n\nexport const b = () => a;\n');
  // An editor section that reaches into another section beside the kit, which it may use.
  plant(
    "worker/editor/daily/planted-section-import.ts",
    'import { nextId } from "../menu/places";\nimport { fieldId } from "../ui/fields";\n\nexport const planted = [nextId, fieldId];\n',
  );
  plant(
    "client/planted-type.css",
    ".planted {\n  font-size: 0.83rem;\n  font-weight: 800;\n}\n.planted-step {\n  font-size: var(--text-sm);\n}\n.planted-unknown {\n  font-size: var(--text-huge);\n}\n@media print {\n  .planted {\n    font-size: 11pt;\n  }\n}\n",
  );
  // Production code that only a test calls, and a default that the README and wrangler.toml state otherwise.
  plant("worker/planted-helper.ts", "export function plantedHelper(): number {\n  return 1;\n}\n");
  plant(
    "tests/unit/planted-helper.test.ts",
    'import { expect, it } from "vitest";\nimport { plantedHelper } from "../../worker/planted-helper";\n\nit("plants", () => expect(plantedHelper()).toBe(1));\n',
  );
  // Each way of spelling a Firestore path outside worker/data/database-layout.ts, one a line from line 3; then an editor URL and a test, which may.
  plant(
    "worker/planted-paths.ts",
    [
      'import type { FirestoreClient } from "./firestore/client";',
      "",
      'export const notice = "obvestila/planted";',
      "export const fullName = (root: string, date: string) => `${root}/dnevna/${date}`;",
      'export const audit = "urejanja";',
      'export const meals = (client: FirestoreClient) => client.listDocuments("boni");',
      'export const query = { from: [{ collectionId: "items" }] };',
      'export const editorPage = "/urejanje/obvestila/planted";',
      "",
    ].join("\n"),
  );
  plant(
    "tests/unit/planted-paths.test.ts",
    'import { expect, it } from "vitest";\n\nit("plants", () => expect("obvestila/planted").toBeTruthy());\n',
  );
  replaceIn("README.md", /^(\| `DATA_FRESH_SECONDS` .*\| )`3600`/m, "$1`600`");
  replaceIn("wrangler.toml", /^\[vars\]\n/m, '[vars]\nSERVICE_WORKER = "on"\n');
});

afterAll(() => tree.remove());

describe("npm run check on planted violations", { timeout: PART_TIMEOUT }, () => {
  it("an import from worker/ in client/ fails the architecture rules, naming the file and the rule", () => {
    const { status, output } = checkArchitecture();
    expect(status).not.toBe(0);
    expect(output).toMatch(/client-not-to-worker: client\/planted-import\.ts → worker\/app\/config\.ts/);
  });

  it("an import cycle fails the architecture rules, naming the files and the rule", () => {
    const { status, output } = checkArchitecture();
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-cycles: shared\/planted-cycle-[ab]\.ts →\s+shared\/planted-cycle-[ab]\.ts/);
  });

  it("an editor section importing another section fails the architecture rules; its import of the kit does not", () => {
    const { status, output } = checkArchitecture();
    expect(status).not.toBe(0);
    expect(output).toMatch(/editor-sections-apart: worker\/editor\/daily\/planted-section-import\.ts → worker\/editor\/menu\/places\.ts/);
    expect(output).not.toMatch(/editor-sections-apart: [^\n]*→ worker\/editor\/ui\//);
  });

  it("an unformatted file fails the format check, which names it", () => {
    const settings = copyTree((file) => FORMAT_SETTINGS.has(file));
    try {
      plant("shared/planted-format.ts", "export const planted   =  {a:1,\n    b : 'two'}\n", settings.root);
      const { status, output } = checkPart("format:check", settings.root);
      expect(status).not.toBe(0);
      expect(output).toContain("[warn] shared/planted-format.ts");
      expect(output).toContain("Code style issues found");
    } finally {
      settings.remove();
    }
  });

  it("a font size or weight off the type scale fails the CSS lint, which names the file and line; print sizes are left alone", () => {
    const { status, output } = checkPart("lint:css");
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /client\/planted-type\.css\n\s+2:\d+\s+✖\s+Disallowed value "0\.83rem" for property "font-size": off the type scale/,
    );
    expect(output).toMatch(/\n\s+3:\d+\s+✖\s+Disallowed value "800" for property "font-weight": off the type scale/);
    expect(output).toMatch(/\n\s+9:\d+\s+✖\s+Disallowed value "var\(--text-huge\)" for property "font-size": off the type scale/);
    expect(output).not.toMatch(/\n\s+6:\d+\s+✖/);
    expect(output).not.toContain("11pt");
  });

  it("production code that only a test uses fails the production unused-code check, which names it", () => {
    const { status, output } = checkPart("unused:production");
    expect(status).not.toBe(0);
    expect(output).toMatch(/Unused files[^\n]*\n(?:.*\n)*?worker\/planted-helper\.ts/);
  });

  it("a Firestore path spelled outside worker/data/database-layout.ts fails the paths check, which names each file and line; tests may spell one", () => {
    const { status, output } = checkPart("check:paths");
    expect(status).not.toBe(0);
    const named = output.split("\n").filter((line) => line.startsWith("worker/planted-paths.ts:"));
    const take = "take it from worker/data/database-layout.ts";
    expect(named).toEqual([
      `worker/planted-paths.ts:3: "obvestila/planted" spells a Firestore path; ${take}`,
      `worker/planted-paths.ts:4: \`\${root}/dnevna/\${date}\` spells a Firestore path; ${take}`,
      `worker/planted-paths.ts:5: "urejanja" names a collection; ${take}`,
      `worker/planted-paths.ts:6: "boni" reads a collection by its name; ${take}`,
      `worker/planted-paths.ts:7: "items" names a query's collection; ${take}`,
    ]);
    expect(output).not.toContain("tests/unit/planted-paths.test.ts");
  });

  it("a default the README states otherwise, or wrangler.toml repeats, fails the configuration check, which names the variable", () => {
    const { status, output } = checkPart("check:config");
    expect(status).not.toBe(0);
    expect(output).toContain('README.md: DATA_FRESH_SECONDS\'s default is "`600`", worker/app/config.ts says `3600`');
    expect(output).toContain("wrangler.toml: [vars] SERVICE_WORKER repeats its default from worker/app/config.ts; leave it out");
  });
});
