/**
 * `npm run bench:interaction`: the first interaction's latency on the language toggle, a
 * notice's button and a menu chip (first-interaction.ts) alone, also part of `npm run bench`,
 * on the same build and snapshot (`--no-build` reuses dist/). Writes
 * bench-results/interaction-<time>.md and .json.
 */
import { buildUnlessSkipped } from "./build";
import { interactionBudgets, interactionSection, measureFirstInteractions } from "./first-interaction";
import { withQuietSite } from "./quiet-site";
import { budgetSection, machine, reportHeading, writeResults } from "./report";
import { snapshotBuild } from "./site-snapshot";

const info = machine();
const build = await buildUnlessSkipped();
const snapshot = snapshotBuild(build.site);
let results;
try {
  results = await withQuietSite(snapshot, {}, (site) => measureFirstInteractions(site.url));
} finally {
  snapshot.remove();
}
const budgets = interactionBudgets(results);
const markdown = [
  ...reportHeading("First-interaction benchmark", info, build),
  "",
  budgetSection(budgets),
  "",
  interactionSection(results),
  "",
].join("\n");
const paths = writeResults("interaction", markdown, { machine: info, budgets, results });
console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
if (budgets.some((line) => !line.met)) process.exitCode = 1;
