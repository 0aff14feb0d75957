/**
 * `npm run bench:observatory`: the MDN HTTP Observatory's grade and score of the site
 * (observatory.ts), on the same build and snapshot as `npm run bench` (`--no-build` reuses
 * dist/). Budget: 135 (the most without the HSTS preload list), every test passing. Writes
 * bench-results/observatory-<time>.md and .json.
 */
import { buildUnlessSkipped } from "./build";
import { runObservatory } from "./observatory";
import { withQuietSite } from "./quiet-site";
import { machine, reportHeading, table, writeResults } from "./report";
import { snapshotBuild } from "./site-snapshot";

const OBSERVATORY_BUDGET = 135;

const info = machine();
const build = await buildUnlessSkipped();
const snapshot = snapshotBuild(build.site);
let result;
try {
  result = await withQuietSite(snapshot, {}, (site) => runObservatory(site.url));
} finally {
  snapshot.remove();
}
const failing = Object.entries(result.tests).filter(([, test]) => !test.pass);
const withinBudget = result.score >= OBSERVATORY_BUDGET && failing.length === 0;
const markdown = [
  ...reportHeading("HTTP Observatory", info, build),
  "",
  `Grade **${result.grade}**, score **${result.score}** (budget ${OBSERVATORY_BUDGET}, every test passing: ${withinBudget ? "met" : "MISSED"}), ${result.testsPassed} of ${result.testsQuantity} tests passing.`,
  "",
  table(
    ["test", "pass", "result", "score"],
    Object.entries(result.tests).map(([name, test]) => [name, test.pass ? "yes" : "NO", test.result, String(test.scoreModifier)]),
  ),
  "",
].join("\n");
const paths = writeResults("observatory", markdown, { machine: info, observatory: result, budget: OBSERVATORY_BUDGET, withinBudget });
console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
if (!withinBudget) process.exitCode = 1;
