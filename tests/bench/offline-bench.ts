/**
 * `npm run bench:offline`: the service worker's budgets alone, in about a minute: its
 * size, what its install stores and the menu painted offline (offline.ts), with the bytes per
 * route (initial JS still within its budget). Same build and snapshot as `npm run
 * bench` (`--no-build` reuses dist/); writes bench-results/offline-<time>.md and .json.
 */
import { evaluateBudgets } from "./budgets";
import { buildUnlessSkipped } from "./build";
import { measureOffline, offlineSection } from "./offline";
import { withSite } from "./with-site";
import { budgetSection, machine, reportHeading, writeResults } from "./report";
import { measureRouteBytes } from "./route-bytes";
import { snapshotBuild } from "./site-snapshot";

const info = machine();
const build = await buildUnlessSkipped();
const snapshot = snapshotBuild(build.site);
try {
  const { bytes, offline } = await withSite(snapshot, {}, async (site) => ({
    bytes: await measureRouteBytes(site.url),
    offline: await measureOffline(site.url, snapshot.clientDir),
  }));
  const budgets = evaluateBudgets({ ssr: [], throughput: [], bytes, blocking: [], lighthouse: [], offline, editor: null });
  const markdown = [...reportHeading("Offline benchmark", info, build), "", budgetSection(budgets), "", offlineSection(offline), ""].join(
    "\n",
  );
  const paths = writeResults("offline", markdown, { machine: info, build: build.site, budgets, bytes, offline });
  console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
} finally {
  snapshot.remove();
}
