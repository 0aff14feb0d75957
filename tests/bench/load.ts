/**
 * `npm run bench:load`: the built site in workerd (wrangler dev, edge HTML cache on, as
 * deployed) on loopback under 50 connections for 30 s (BENCH_LOAD_SECONDS) over a mix of
 * pages in both languages, the 404 page, redirects and every API route. Every response
 * must have its route's status; RSS of the workerd processes is read from /proc before and
 * after. Writes bench-results/load-<time>.md and .json; exits non-zero on any error or
 * unexpected status. `--no-build` reuses dist/.
 */
import autocannon, { type RequestSpec } from "autocannon";
import { LANGS } from "../../shared/i18n/lang";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { PAGES, pagePath } from "../../shared/site/site-pages";
import { buildUnlessSkipped } from "./build";
import { withSite } from "./with-site";
import { machine, reportHeading, table, writeResults } from "./report";
import { snapshotBuild } from "./site-snapshot";
import { fmtInt } from "./stats";
import { workerdMemory, type WorkerdMemory } from "./workerd-memory";

const CONNECTIONS = 50;
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);

interface Route {
  path: string;
  expected: number;
}

const MIX: Route[] = [
  ...PAGES.flatMap((page) => LANGS.map((lang) => ({ path: pagePath(page.id, lang), expected: page.id === "notFound" ? 404 : 200 }))),
  { path: "/menu", expected: 301 },
  { path: "/en/menu", expected: 301 },
  { path: "/PONUDBA/", expected: 301 },
  { path: "/ni-take-strani", expected: 302 },
  ...DATASET_NAMES.map((name) => ({ path: `/api/${name}`, expected: 200 })),
];

interface RouteOutcome extends Route {
  statuses: Record<string, number>;
  unexpected: number;
}

function memoryTable(before: WorkerdMemory[], after: WorkerdMemory[]): string {
  const mib = (kb: number | undefined) => (kb === undefined || Number.isNaN(kb) ? "–" : `${(kb / 1024).toFixed(1)} MiB`);
  return table(
    ["workerd process", "pid", "RSS before", "RSS after", "peak RSS (VmHWM)"],
    before.map((start) => {
      const end = after.find((p) => p.pid === start.pid);
      return [start.role, String(start.pid), mib(start.rssKb), end ? mib(end.rssKb) : "exited", mib(end?.peakKb)];
    }),
  );
}

async function main(): Promise<number> {
  const info = machine();
  const build = await buildUnlessSkipped();
  const snapshot = snapshotBuild(build.site);
  const run = await withSite(snapshot, {}, async (site) => {
    const port = new URL(site.url).port;
    const before = workerdMemory(port);
    if (!before.some((p) => p.role === "site worker")) throw new Error("Found no workerd process of the site in this process tree");
    const outcomes: RouteOutcome[] = MIX.map((route) => ({ ...route, statuses: {}, unexpected: 0 }));
    console.log(`load: ${CONNECTIONS} connections, ${seconds} s, ${MIX.length} routes …`);
    const requests: RequestSpec[] = outcomes.map((outcome) => ({
      method: "GET",
      path: outcome.path,
      onResponse: (status) => {
        outcome.statuses[status] = (outcome.statuses[status] ?? 0) + 1;
        if (status !== outcome.expected) outcome.unexpected++;
      },
    }));
    let clients = 0;
    const result = await autocannon({
      url: site.url,
      connections: CONNECTIONS,
      duration: seconds,
      requests,
      // Each connection starts at another route, so that the mix is mixed at every moment.
      setupClient: (client) => {
        const start = clients++ % requests.length;
        client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
      },
    });
    const after = workerdMemory(port);
    return { result, outcomes, before, after };
  }).finally(snapshot.remove);

  const { result, outcomes, before, after } = run;
  const unexpected = outcomes.reduce((sum, o) => sum + o.unexpected, 0);
  const failures = result.errors + result.timeouts + unexpected;

  const markdown = [
    ...reportHeading("Load", info, build),
    "- edge HTML cache on (default TTL), request logging off",
    "",
    `## ${failures === 0 ? "Passed" : "**Failed**"}: ${fmtInt(result.errors)} errors, ${fmtInt(result.timeouts)} timeouts, ${fmtInt(unexpected)} unexpected statuses`,
    "",
    `autocannon, ${CONNECTIONS} connections for ${seconds} s on loopback; each connection cycles through the ${MIX.length} routes below.`,
    "",
    table(
      ["Requests", "req/s", "p50", "p99", "max", "errors", "timeouts", "unexpected statuses"],
      [
        [
          fmtInt(result.requests.total),
          fmtInt(result.requests.average),
          `${result.latency.p50} ms`,
          `${result.latency.p99} ms`,
          `${result.latency.max} ms`,
          String(result.errors),
          String(result.timeouts),
          String(unexpected),
        ],
      ],
    ),
    "",
    "## Memory",
    "",
    memoryTable(before, after),
    "",
    "## Routes",
    "",
    table(
      ["Route", "Expected", "Responses", "Unexpected"],
      outcomes.map((o) => [
        o.path,
        String(o.expected),
        Object.entries(o.statuses)
          .map(([status, count]) => `${status} × ${fmtInt(count)}`)
          .join(", ") || "none",
        o.unexpected === 0 ? "0" : `**${o.unexpected}**`,
      ]),
    ),
    "",
  ].join("\n");
  const paths = writeResults("load", markdown, {
    machine: info,
    build: { ...build.site, fresh: build.chunks !== null },
    settings: { connections: CONNECTIONS, seconds },
    totals: {
      requests: result.requests.total,
      requestsPerSec: result.requests.average,
      latency: result.latency,
      errors: result.errors,
      timeouts: result.timeouts,
      unexpected,
      statusCodes: result.statusCodeStats,
    },
    memory: { before, after },
    routes: outcomes,
  });
  console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
