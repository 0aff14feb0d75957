import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTree, type TreeCopy } from "../support/tree-copy";

// The violations are planted in a copy of the tree, so the tree itself never changes.
let tree: TreeCopy;

function plant(file: string, text: string): void {
  mkdirSync(dirname(join(tree.root, file)), { recursive: true });
  writeFileSync(join(tree.root, file), text);
}

/** One of `npm run check`'s parts, run in the copy: its exit status and everything it printed. */
function checkPart(script: string): { status: number | null; output: string } {
  const result = spawnSync("npm", ["run", "--silent", script], { cwd: tree.root, encoding: "utf8" });
  return { status: result.status, output: stripVTControlCharacters(result.stdout + result.stderr) };
}

let architecture: ReturnType<typeof checkPart> | undefined;
const checkArchitecture = () => (architecture ??= checkPart("check:arch"));

beforeAll(() => {
  tree = copyTree();
  plant("client/planted-import.ts", 'import { CONFIG_VARIABLES } from "../worker/config";\n\nexport const planted = CONFIG_VARIABLES;\n');
  plant("shared/planted-cycle-a.ts", 'import { b } from "./planted-cycle-b";\n\nexport const a = () => b;\n');
  plant("shared/planted-cycle-b.ts", 'import { a } from "./planted-cycle-a";\n\nexport const b = () => a;\n');
  plant("shared/planted-format.ts", "export const planted   =  {a:1,\n    b : 'two'}\n");
  plant(
    "client/planted-type.css",
    ".planted {\n  font-size: 0.83rem;\n  font-weight: 800;\n}\n.planted-step {\n  font-size: var(--text-sm);\n}\n.planted-unknown {\n  font-size: var(--text-huge);\n}\n@media print {\n  .planted {\n    font-size: 11pt;\n  }\n}\n",
  );
});

afterAll(() => tree.remove());

describe("npm run check on planted violations", () => {
  it("an import from worker/ in client/ fails the architecture rules, naming the file and the rule", () => {
    const { status, output } = checkArchitecture();
    expect(status).not.toBe(0);
    expect(output).toMatch(/client-not-to-worker: client\/planted-import\.ts → worker\/config\.ts/);
  }, 60_000);

  it("an import cycle fails the architecture rules, naming the files and the rule", () => {
    const { status, output } = checkArchitecture();
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-cycles: shared\/planted-cycle-[ab]\.ts →\s+shared\/planted-cycle-[ab]\.ts/);
  }, 60_000);

  it("an unformatted file fails the format check, which names it", () => {
    const { status, output } = checkPart("format:check");
    expect(status).not.toBe(0);
    expect(output).toContain("[warn] shared/planted-format.ts");
    expect(output).toContain("Code style issues found");
  }, 60_000);

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
  }, 60_000);
});
