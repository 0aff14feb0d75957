/**
 * `npm run bench:observatory`: the MDN HTTP Observatory's grade and score of the site
 * (observatory.ts) alone, also part of `npm run bench`, on the same build and snapshot
 * (`--no-build` reuses dist/). Writes bench-results/observatory-<time>.md and .json.
 */
import { buildUnlessSkipped } from "./build";
import { observatoryBudget, observatorySection, runObservatory } from "./observatory";
import { withSite } from "./with-site";
import { budgetSection, machine, reportHeading, writeResults } from "./report";
import { snapshotBuild } from "./site-snapshot";

const info = machine();
const build = await buildUnlessSkipped();
const snapshot = snapshotBuild(build.site);
let result;
try {
  result = await withSite(snapshot, {}, (site) => runObservatory(site.url));
} finally {
  snapshot.remove();
}
const budget = observatoryBudget(result);
const markdown = [...reportHeading("HTTP Observatory", info, build), "", budgetSection([budget]), "", observatorySection(result), ""].join(
  "\n",
);
const paths = writeResults("observatory", markdown, { machine: info, budgets: [budget], observatory: result });
console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
if (!budget.met) process.exitCode = 1;
