/**
 * `npm run bench:interaction`: the first interaction's latency on the language toggle, a
 * notice's button and a menu chip (first-interaction.ts) alone, also part of `npm run bench`,
 * on the same build and snapshot (`--no-build` reuses dist/). `--origin URL` measures a site
 * that is already running instead (as bench:blocking does). Writes
 * bench-results/interaction-<time>.md and .json.
 */
import { parseArgs } from "node:util";
import { buildUnlessSkipped } from "./build";
import { interactionBudgets, interactionSection, measureFirstInteractions } from "./first-interaction";
import { withSite } from "./with-site";
import { budgetSection, machine, reportHeading, writeResults } from "./report";
import { snapshotBuild } from "./site-snapshot";

const { values } = parseArgs({ options: { origin: { type: "string" }, "no-build": { type: "boolean" } } });
const info = machine();

async function measured(): Promise<{ heading: string[]; results: Awaited<ReturnType<typeof measureFirstInteractions>> }> {
  const { origin } = values;
  if (origin)
    return { heading: reportHeading("First-interaction benchmark", info, { origin }), results: await measureFirstInteractions(origin) };
  const build = await buildUnlessSkipped();
  const snapshot = snapshotBuild(build.site);
  try {
    const results = await withSite(snapshot, {}, (site) => measureFirstInteractions(site.url));
    return { heading: reportHeading("First-interaction benchmark", info, build), results };
  } finally {
    snapshot.remove();
  }
}

const { heading, results } = await measured();
const budgets = interactionBudgets(results);
const markdown = [...heading, "", budgetSection(budgets), "", interactionSection(results), ""].join("\n");
const paths = writeResults("interaction", markdown, { machine: info, budgets, results });
console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
if (budgets.some((line) => !line.met)) process.exitCode = 1;
