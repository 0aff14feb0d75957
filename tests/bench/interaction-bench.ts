/**
 * `npm run bench:interaction`: the first interaction's latency on the language toggle, a
 * notice's button and a menu chip (first-interaction.ts), on the same build and snapshot as
 * `npm run bench` (`--no-build` reuses dist/). Budget: 200 ms each (median), by Event Timing
 * and to the frame that shows the effect. Writes
 * bench-results/interaction-<time>.md and .json.
 */
import { buildUnlessSkipped } from "./build";
import { interactionSection, measureFirstInteractions } from "./first-interaction";
import { withQuietSite } from "./quiet-site";
import { machine, reportHeading, writeResults } from "./report";
import { snapshotBuild } from "./site-snapshot";
import { median } from "./stats";

const BUDGET_MS = 200;

const info = machine();
const build = await buildUnlessSkipped();
const snapshot = snapshotBuild(build.site);
let results;
try {
  results = await withQuietSite(snapshot, {}, (site) => measureFirstInteractions(site.url));
} finally {
  snapshot.remove();
}
const over = results.filter((r) => Math.max(median(r.latenciesMs), median(r.toEffectMs)) > BUDGET_MS).map((r) => r.name);
const markdown = [
  ...reportHeading("First-interaction benchmark", info, build),
  "",
  `Budget: ${BUDGET_MS} ms median each: ${over.length === 0 ? "met" : `MISSED (${over.join(", ")})`}.`,
  "",
  interactionSection(results),
  "",
].join("\n");
const paths = writeResults("interaction", markdown, { machine: info, budgetMs: BUDGET_MS, results });
console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
if (over.length > 0) process.exitCode = 1;
