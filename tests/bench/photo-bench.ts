/**
 * `npm run bench:photos`: the owner's food photos, on the `dist/` there is (build first), the site
 * in workerd (`wrangler dev`: local R2 and the local Images binding on sharp) on a fresh emulator:
 *   1. upload to visible: a 12-megapixel phone photo (4032 × 3024 JPEG, orientation 6, GPS) posted
 *      as the form without script sends it, and the 2400 × 1600 crop the editor's script sends,
 *      each timed from the POST to its 303 (checks, 9 variants by the binding, 10 R2 puts, the
 *      commit), then one GET of /ponudba that must show the new photo;
 *   2. the worker's own CPU per upload request, in node: reading the multipart body and checking
 *      the bytes (inspect-photo.ts), on the thread's CPU clock over CPU_ROUNDS rounds (the clock
 *      ticks in 4 ms here); the binding's and R2's work is not the worker's and is left out.
 *      Node parses multipart in JavaScript where workerd does it natively, so this is an upper bound;
 *   3. the variants' sizes for the phone photo, against the goal (800 px AVIF ≤ 60 KB, 1200 px ≤ 120 KB);
 *   4. Lighthouse (mobile, median of 3) on /, /ponudba and /cevapi-ljubljana with six featured
 *      dishes photographed.
 * The photos are synthetic (tests/support/test-photos.ts photoLike): no real photo is in the
 * repository. Writes bench-results/photos-<time>.md and .json.
 */
import { openSync, readSync } from "node:fs";
import { PHOTO_FORMATS, PHOTO_WIDTHS } from "../../shared/menu/photo-variants";
import { inspectPhoto } from "../../worker/photos/inspect-photo";
import { formFields } from "../support/editor-forms";
import { startSiteOnEmulator } from "../support/emulator-site";
import { photoLike } from "../support/test-photos";
import { runLighthouse } from "./lighthouse";
import { machine, reportHeading, table, writeResults } from "./report";
import { fmtKb, fmtMs, median } from "./stats";
import sharp from "sharp";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 5);
const ITEM = "/urejanje/meni/cjediNaZaru/1";
/** Featured dishes photographed for Lighthouse: grill, schnitzel, Mexican, burger. */
const FEATURED = ["cjediNaZaru/2", "cjediNaZaru/3", "fzrezki/5", "dmehiskeJedi/9", "aburgerji/11"];
const LIGHTHOUSE_PAGES = ["/", "/ponudba", "/cevapi-ljubljana"];

const schedstat = openSync(`/proc/self/task/${process.pid}/schedstat`, "r");
const schedstatBuffer = Buffer.alloc(128);
/** This thread's CPU time in ms (the first field of its schedstat, in ns). */
function threadCpuMs(): number {
  const length = readSync(schedstat, schedstatBuffer, 0, schedstatBuffer.length, 0);
  return Number(schedstatBuffer.toString("latin1", 0, length).split(" ")[0]) / 1e6;
}

async function phonePhoto(seed: number): Promise<Buffer> {
  return sharp(await photoLike(3024, 4032, seed))
    .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "46/1 3/1 5/1" } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The editor's script's crop: 3:2, at most 2400 px wide, JPEG at 0.9, no metadata. */
const croppedPhoto = async (seed: number) =>
  sharp(await photoLike(2400, 1600, seed))
    .jpeg({ quality: 90 })
    .toBuffer();

async function upload(origin: string, item: string, photo: Buffer): Promise<{ ms: number; key: string }> {
  const form = formFields(await (await fetch(`${origin}${item}`)).text(), `${item}/foto#foto`);
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) body.set(name, value);
  body.set("intent", "save");
  body.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
  const start = performance.now();
  const response = await fetch(`${origin}${item}/foto`, { method: "POST", body, headers: { Origin: origin }, redirect: "manual" });
  await response.arrayBuffer();
  const ms = performance.now() - start;
  if (response.status !== 303) throw new Error(`upload to ${item} answered ${response.status}`);
  const page = await (await fetch(`${origin}${item}`)).text();
  const key = /\/foto\/(\d+-[0-9a-f]{10})-400\.jpg/.exec(page)?.[1];
  if (!key) throw new Error(`no photo on ${item} after the upload`);
  return { ms, key };
}

const CPU_ROUNDS = 20;

/** The worker's own share of an upload request, per request: the body read, the bytes checked. */
async function workerCpu(photo: Buffer): Promise<{ body: number; checks: number }> {
  const requests = Array.from({ length: CPU_ROUNDS }, () => {
    const body = new FormData();
    body.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
    return new Request("http://localhost/", { method: "POST", body });
  });
  const files: Uint8Array[] = [];
  const start = threadCpuMs();
  for (const request of requests) {
    const file = (await request.formData()).get("photo");
    if (!(file instanceof Blob)) throw new Error("no file in the form");
    files.push(new Uint8Array(await file.arrayBuffer()));
  }
  const read = threadCpuMs();
  // Synchronous and far below the CPU clock's tick: timed on the wall clock.
  const checking = performance.now();
  for (const bytes of files) if (!inspectPhoto(bytes).ok) throw new Error("the bench photo was refused");
  return { body: (read - start) / CPU_ROUNDS, checks: (performance.now() - checking) / CPU_ROUNDS };
}

const info = machine();
const running = await startSiteOnEmulator({
  project: "bench-photos",
  env: { EDITOR_LOCAL_IDENTITY: "bench@localhost" },
});
const { site } = running;
try {
  await fetch(`${site.url}/`).then((response) => response.arrayBuffer()); // warm the worker
  const kinds = [
    { name: "phone photo, 4032 × 3024, orientation 6 (no script)", make: phonePhoto },
    { name: "the script's crop, 2400 × 1600", make: croppedPhoto },
  ];
  const uploads = [];
  let phoneKey = "";
  for (const kind of kinds) {
    const ms: number[] = [];
    const cpu: { body: number; checks: number }[] = [];
    let shown = 0;
    let bytes = 0;
    for (let i = 0; i < UPLOADS; i++) {
      const photo = await kind.make(i + 1);
      bytes = photo.length;
      cpu.push(await workerCpu(photo));
      const { ms: took, key } = await upload(site.url, ITEM, photo);
      ms.push(took);
      if (kind.make === phonePhoto) phoneKey = key;
      if ((await (await fetch(`${site.url}/ponudba`)).text()).includes(`/foto/${key}-`)) shown++;
    }
    uploads.push({ name: kind.name, bytes, ms, cpu, shown });
  }

  const variants: { width: number; format: string; bytes: number }[] = [];
  for (const width of PHOTO_WIDTHS) {
    for (const format of PHOTO_FORMATS) {
      const body = await (await fetch(`${site.url}/foto/${phoneKey}-${width}.${format}`)).arrayBuffer();
      variants.push({ width, format, bytes: body.byteLength });
    }
  }
  // The last upload was the script's crop; the phone photo goes back for the pages' test.
  await upload(site.url, ITEM, await phonePhoto(1));
  for (const [index, item] of FEATURED.entries()) await upload(site.url, `/urejanje/meni/${item}`, await croppedPhoto(10 + index));
  const lighthouse = LIGHTHOUSE_PAGES.map((path) => runLighthouse(site.url, path));

  const goal = (width: number, format: string) =>
    format !== "avif" ? "" : width === 800 ? " (goal ≤ 60 KB)" : width === 1200 ? " (goal ≤ 120 KB)" : "";
  const report = [
    ...reportHeading("Food photos: upload to visible, the worker's CPU, the variants", info, { origin: site.url }),
    "",
    `## Upload to visible (${UPLOADS} each, one after another)`,
    "",
    table(
      [
        "Upload",
        "file",
        "POST to 303, median",
        "slowest",
        "shown on /ponudba on the next request",
        "worker CPU: multipart read (node), median",
        "worker CPU: checks (wall, synchronous), median",
      ],
      uploads.map((u) => [
        u.name,
        fmtKb(u.bytes),
        fmtMs(median(u.ms), 0),
        fmtMs(Math.max(...u.ms), 0),
        `${u.shown} of ${u.ms.length}`,
        fmtMs(median(u.cpu.map((c) => c.body))),
        fmtMs(median(u.cpu.map((c) => c.checks)), 3),
      ]),
    ),
    "",
    "## The phone photo's variants",
    "",
    table(
      ["Width", ...PHOTO_FORMATS],
      PHOTO_WIDTHS.map((width) => [
        `${width} px`,
        ...PHOTO_FORMATS.map(
          (format) => `${fmtKb(variants.find((v) => v.width === width && v.format === format)?.bytes ?? 0)}${goal(width, format)}`,
        ),
      ]),
    ),
    "",
    "## Lighthouse (mobile, median of 3) with six featured dishes photographed",
    "",
    table(
      ["Page", "performance", "LCP", "CLS", "accessibility", "best practices", "SEO"],
      lighthouse.map(({ path, median: m }) => [
        path,
        String(m.performance ?? "–"),
        m.lcpMs === null ? "–" : fmtMs(m.lcpMs, 0),
        String(m.cls ?? "–"),
        String(m.accessibility ?? "–"),
        String(m.bestPractices ?? "–"),
        String(m.seo ?? "–"),
      ]),
    ),
    "",
  ].join("\n");
  const paths = writeResults("photos", report, { machine: info, uploads, variants, lighthouse });
  console.log(report);
  console.log(`Written to ${paths.markdown}`);
} finally {
  await running.stop();
}
