import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { ROOT, type Build } from "./build";

const RESULTS_DIR = join(ROOT, "bench-results");

export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string };
  return manifest.version;
}

function gitHead(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).trim() !== "";
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return "not a git checkout";
  }
}

export interface Machine {
  date: string;
  node: string;
  cpu: string;
  cores: number;
  loadAverageAtStart: number[];
  git: string;
  wrangler: string;
  workerd: string;
  autocannon: string;
}

/** What the figures depend on; the load average shows whether something else was running. */
export function machine(): Machine {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
    git: gitHead(),
    wrangler: packageVersion("wrangler"),
    workerd: packageVersion("workerd"),
    autocannon: packageVersion("autocannon"),
  };
}

function machineLines(info: Machine): string[] {
  return [
    `- ${info.date}, git ${info.git}`,
    `- ${info.cpu}, ${info.cores} cores; load average at start ${info.loadAverageAtStart.join(" / ")}, at end ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" / ")} (1/5/15 min)`,
    `- node ${info.node}, wrangler ${info.wrangler}, workerd ${info.workerd}, autocannon ${info.autocannon}`,
  ];
}

function buildLine({ site, chunks }: Build): string {
  return (
    `- build ${site.stamp} (${chunks ? "fresh: vite build + image build" : "dist/ as it was (--no-build)"}), entry ${site.script}; ` +
    "served from a snapshot (the worker bundled once, dist/client copied), so a rebuild of dist/ during the run changes nothing"
  );
}

/** A report's title and the lines that say on what machine, commit and build it was measured. */
export function reportHeading(title: string, info: Machine, measured: Build | { origin: string }): string[] {
  const source = "origin" in measured ? `- the site running at ${measured.origin} (not built by this run)` : buildLine(measured);
  return [`# ${title} ${info.date}`, "", ...machineLines(info), source];
}

/** bench-results/<name>-<timestamp>.md and .json; returns both paths. */
export function writeResults(name: string, markdown: string, data: unknown): { markdown: string; json: string } {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const paths = { markdown: join(RESULTS_DIR, `${name}-${stamp}.md`), json: join(RESULTS_DIR, `${name}-${stamp}.json`) };
  writeFileSync(paths.markdown, markdown);
  writeFileSync(paths.json, `${JSON.stringify(data, null, 2)}\n`);
  return paths;
}

/** One budget of the report's table. */
export interface BudgetLine {
  name: string;
  limit: string;
  measured: string;
  met: boolean;
}

export function budgetSection(lines: BudgetLine[]): string {
  const met = lines.filter((line) => line.met).length;
  return [
    `## Budgets: ${met} of ${lines.length} met`,
    "",
    table(
      ["Budget", "Limit", "Measured", "Result"],
      lines.map((l) => [l.name, l.limit, l.measured, l.met ? "met" : "**not met**"]),
    ),
  ].join("\n");
}
