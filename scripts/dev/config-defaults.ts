/**
 * `npm run check:config`: the README's configuration table and wrangler.toml's [vars] agree
 * with the one definition of the worker's variables and their defaults (worker/app/config.ts).
 * Every variable has a row, each row's default is the definition's, and [vars] sets only
 * what differs from it. Names each disagreement.
 */
import { readFileSync } from "node:fs";
import { CONFIG_DEFAULTS } from "../../worker/app/config";
import { CONFIG_VARIABLES, type ConfigVariable } from "../../worker/app/config-variables";
import { wranglerVars } from "./wrangler-vars";

const README = new URL("../../README.md", import.meta.url);

/** How the table writes a default: the value in backticks, "empty" for "", "unset" for a secret (no default). */
function documentedDefault(name: ConfigVariable): string {
  if (!(name in CONFIG_DEFAULTS)) return "unset";
  const value = String(CONFIG_DEFAULTS[name as keyof typeof CONFIG_DEFAULTS]);
  return value === "" ? "empty" : `\`${value}\``;
}

/** The rows of the table under "## Configuration": variable name → its default cell. */
function tableRows(readme: string): Map<string, string> {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
  const rows = new Map<string, string>();
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? "")?.[1];
    if (name) rows.set(name, cells[3] ?? "");
  }
  return rows;
}

function configProblems(readme: string, vars: Record<string, string>): string[] {
  const problems: string[] = [];
  const rows = tableRows(readme);
  for (const name of CONFIG_VARIABLES) {
    const cell = rows.get(name);
    const expected = documentedDefault(name);
    if (cell === undefined) problems.push(`README.md: the configuration table has no row for ${name}`);
    else if (!cell.startsWith(expected)) problems.push(`README.md: ${name}'s default is "${cell}", worker/app/config.ts says ${expected}`);
  }
  for (const name of rows.keys()) {
    if (!(CONFIG_VARIABLES as readonly string[]).includes(name))
      problems.push(`README.md: ${name} is in the configuration table but not in worker/app/config.ts`);
  }
  for (const [name, value] of Object.entries(vars)) {
    if (name in CONFIG_DEFAULTS && String(CONFIG_DEFAULTS[name as keyof typeof CONFIG_DEFAULTS]) === value) {
      problems.push(`wrangler.toml: [vars] ${name} repeats its default from worker/app/config.ts; leave it out`);
    }
  }
  return problems;
}

const problems = configProblems(readFileSync(README, "utf8"), wranglerVars());
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
