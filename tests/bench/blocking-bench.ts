/**
 * `npm run bench:blocking`: the main-thread blocking time alone (blocking-time.ts), in about four
 * minutes, on the same build and snapshot as `npm run bench` (`--no-build` reuses dist/).
 * `--origin URL` measures a site that is already running instead, for example an older
 * build started with `PORT=8790 npm start` in another checkout, to compare builds in one run.
 * Writes bench-results/blocking-<time>.md and .json.
 */
import { parseArgs } from "node:util";
import { blockingSection, measureBlockingTime, type BlockingResult } from "./blocking-time";
import { evaluateBudgets } from "./budgets";
import { buildUnlessSkipped } from "./build";
import { withSite } from "./with-site";
import { budgetSection, machine, reportHeading, writeResults } from "./report";
import { snapshotBuild } from "./site-snapshot";

const { values } = parseArgs({ options: { origin: { type: "string" }, "no-build": { type: "boolean" } } });
const info = machine();

async function measured(): Promise<{ heading: string[]; blocking: BlockingResult[] }> {
  const { origin } = values;
  if (origin) return { heading: reportHeading("Blocking-time benchmark", info, { origin }), blocking: await measureBlockingTime(origin) };
  const build = await buildUnlessSkipped();
  const snapshot = snapshotBuild(build.site);
  try {
    const blocking = await withSite(snapshot, {}, (site) => measureBlockingTime(site.url));
    return { heading: reportHeading("Blocking-time benchmark", info, build), blocking };
  } finally {
    snapshot.remove();
  }
}

const { heading, blocking } = await measured();
const budgets = evaluateBudgets({ ssr: [], throughput: [], bytes: [], blocking, lighthouse: [], offline: null, editor: null });
const markdown = [...heading, "", budgetSection(budgets), "", blockingSection(blocking), ""].join("\n");
const paths = writeResults("blocking", markdown, { machine: info, budgets, blocking, ...(values.origin ? { origin: values.origin } : {}) });
console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
