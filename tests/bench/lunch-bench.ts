/**
 * `npm run bench:lunch`: what today's lunch costs the pages that show it, on a day open all day
 * with lunch served all day (tests/support/lunch-day.ts), against the same day without it:
 *   1. the HTML of /, /ponudba and their English pages as the worker sends it, raw, gzip and
 *      brotli, with the offer and without, beside its section and its JSON-LD section (raw); the
 *      rest of the growth is the menu's lunch chip, the Menu JSON-LD block around the section on
 *      the home page, and the filter's props;
 *   2. SSR CPU in fresh node processes (ssr-cpu.ts) of / and /ponudba with and without it: the
 *      first render after startup and the median of the same request again;
 *   3. Lighthouse (mobile, median of 3) on / and on the offer's page /malica.
 * Runs on the dist/ there is (build first). Writes bench-results/lunch-<time>.md and .json.
 */
import { startSiteOnEmulator } from "../support/emulator-site";
import { lunchDayWrites, TODAY } from "../support/lunch-day";
import { purgeSiteCache } from "../support/site-server";
import { COLLECTION, documentPathIn } from "../../worker/data/database-layout";
import { createFirestoreClient } from "../../worker/firestore/client";
import { runLighthouse } from "./lighthouse";
import { machine, reportHeading, table, writeResults } from "./report";
import { sizesOf } from "./route-bytes";
import { renderInChild } from "./ssr-cpu";
import { fmtKb, fmtMs, median } from "./stats";

const PROJECT = "bench-lunch";
const PAGES = ["/", "/ponudba", "/en", "/en/ponudba"] as const;
const SSR_PAGES = [
  { pageId: "home", path: "/" },
  { pageId: "offer", path: "/ponudba" },
] as const;
const RENDERS = Number(process.env.BENCH_SSR_RENDERS ?? 200);

/** The offer's own markup in a page: its section, and its section of the Menu JSON-LD (as JSON.stringify writes it). */
function offerBytes(html: string): number {
  const start = html.indexOf('<section id="malica"');
  const section = start === -1 ? "" : html.slice(start, html.indexOf("</section>", start) + "</section>".length);
  const menus = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map(
      (match) =>
        JSON.parse(match[1] ?? "{}") as { "@type"?: string; hasMenuSection?: { hasMenuItem?: { offers?: { validThrough?: string } }[] }[] },
    )
    .filter((block) => block["@type"] === "Menu");
  const lunchSections = menus
    .flatMap((menu) => menu.hasMenuSection ?? [])
    .filter((part) => part.hasMenuItem?.some((item) => item.offers?.validThrough));
  return new TextEncoder().encode(section + lunchSections.map((part) => JSON.stringify(part)).join(",")).byteLength;
}

const info = machine();
const running = await startSiteOnEmulator({
  project: PROJECT,
  writes: lunchDayWrites({ offer: true }),
});
const { site } = running;
try {
  const fetchAll = async () =>
    Object.fromEntries(await Promise.all(PAGES.map(async (path) => [path, await (await fetch(`${site.url}${path}`)).text()] as const)));
  const withOffer = await fetchAll();
  const lighthouse = ["/", "/malica"].map((path) => runLighthouse(site.url, path));

  const client = createFirestoreClient({ projectId: PROJECT, emulatorHost: running.emulatorHost, timeoutMs: 30_000 });
  await client.commit([{ delete: documentPathIn(COLLECTION.daily, TODAY) }]);
  await purgeSiteCache(site, COLLECTION.daily);
  const withoutOffer = await fetchAll();

  const bytesRows = PAGES.map((path) => {
    const encode = (html: string) => sizesOf(new TextEncoder().encode(html));
    const [on, off] = [encode(withOffer[path] ?? ""), encode(withoutOffer[path] ?? "")];
    const own = offerBytes(withOffer[path] ?? "");
    return {
      path,
      with: on,
      without: off,
      offerRaw: own,
      row: [
        path,
        `${fmtKb(off.raw)} / ${fmtKb(off.gzip)} / ${fmtKb(off.brotli)}`,
        `${fmtKb(on.raw)} / ${fmtKb(on.gzip)} / ${fmtKb(on.brotli)}`,
        `${on.raw - off.raw} / ${on.gzip - off.gzip} / ${on.brotli - off.brotli} B`,
        `${own} B`,
      ],
    };
  });

  const ssr = [];
  for (const { pageId, path } of SSR_PAGES) {
    for (const lunch of [false, true]) {
      const samples = await renderInChild(pageId, "sl", RENDERS, undefined, lunch);
      ssr.push({ path, lunch, firstMs: samples.first.thread, medianMs: median(samples.later.map((cost) => cost.thread)) });
    }
  }

  const report = [
    ...reportHeading("Today's lunch: what it costs the pages that show it", info, { origin: site.url }),
    "",
    "## HTML as the worker sends it (raw / gzip / brotli)",
    "",
    table(
      ["Page", "without the offer", "with the offer", "growth", "its section and JSON-LD section, raw"],
      bytesRows.map((r) => r.row),
    ),
    "",
    `## SSR CPU (node, main thread, fresh process each; ${RENDERS} renders)`,
    "",
    table(
      ["Page", "lunch", "first render after startup", "median, same request again"],
      ssr.map((r) => [r.path, r.lunch ? "with" : "without", fmtMs(r.firstMs), fmtMs(r.medianMs)]),
    ),
    "",
    "## Lighthouse (mobile, median of 3) with the offer",
    "",
    table(
      ["Page", "performance", "accessibility", "best practices", "SEO"],
      lighthouse.map(({ path, median }) => [
        path,
        String(median.performance ?? "–"),
        String(median.accessibility ?? "–"),
        String(median.bestPractices ?? "–"),
        String(median.seo ?? "–"),
      ]),
    ),
    "",
  ].join("\n");
  const paths = writeResults("lunch", report, { machine: info, bytes: bytesRows, ssr, lighthouse });
  console.log(report);
  console.log(`Written to ${paths.markdown}`);
} finally {
  await running.stop();
}
