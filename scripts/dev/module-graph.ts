/**
 * The module graph in docs/architecture.md, drawn by dependency-cruiser from the code (Mermaid,
 * which GitHub renders): `npm run graph` redraws it, `--check` fails when the page's copy is
 * stale, so the picture cannot drift from the code unnoticed.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGE = join(ROOT, "docs/architecture.md");
const START = "<!-- module-graph: drawn by `npm run graph`, checked by `npm run check` -->";
const END = "<!-- /module-graph -->";
/** Folders drawn as one box: each of shared/'s features, worker/'s parts, the rest of worker/ as one, each group of scripts/. */
const COLLAPSE = "^(client|locales|worker/[^/]+|shared/[^/]+|worker|scripts/[^/]+)/";

function drawGraph(): string {
  const mermaid = execFileSync(
    join(ROOT, "node_modules/.bin/depcruise"),
    [
      "client",
      "shared",
      "worker",
      "scripts",
      "locales",
      "--include-only",
      "^(client|shared|worker|scripts|locales)/",
      "--collapse",
      COLLAPSE,
      "--output-type",
      "mermaid",
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  // Blank lines around the code block, where Prettier puts them.
  return `${START}\n\n\`\`\`mermaid\n${mermaid.trim()}\n\`\`\`\n\n${END}`;
}

const page = readFileSync(PAGE, "utf8");
const start = page.indexOf(START);
const end = page.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks the module graph's markers: ${START} … ${END}`);
const current = page.slice(start, end + END.length);
const drawn = drawGraph();

if (process.argv.includes("--check")) {
  if (current !== drawn) {
    console.error("docs/architecture.md: the module graph is stale (rule: module-graph-current); run `npm run graph` and commit it");
    process.exit(1);
  }
  console.log("docs/architecture.md: the module graph is current");
} else if (current !== drawn) {
  writeFileSync(PAGE, page.replace(current, drawn));
  console.log("docs/architecture.md: module graph redrawn");
}
