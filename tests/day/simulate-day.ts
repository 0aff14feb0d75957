/**
 * A day of the site on the free plans, counted: the worker module called directly
 * inside workerd, its clock moved by vi (Date only), its KV wrapped to count every call, and
 * Firestore on the emulator behind the billing proxy (tests/support/billing-proxy.ts), whose
 * counts are read over HTTP. Three scenarios, each step's invocations awaited one after another,
 * background work (waitUntil) included:
 * - an idle day: every 5 minutes the check cron, then six visitor requests;
 * - the owner's morning: the menu list, a search typed letter by letter, an item, five previews
 *   of a description being typed, the save and the page it leads to;
 * - eight working hours of the idle day's steps with one price saved an hour: the item's page,
 *   the save, the page it leads to, and the menu list again.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { cacheKey } from "../../worker/data/datasets";
import { REFRESH_CRONS } from "../../worker/data/refresh-schedule";
import { SEED_DOCUMENTS } from "../../worker/data/seed-documents";
import worker from "../../worker/index";
import { BILLING_PATH, BILLING_RESET_PATH, type BillingReport } from "../support/billing";
import { formFields } from "../support/editor-forms";
import {
  type ActionResult,
  addBriefs,
  type Brief,
  briefOf,
  combineTallies,
  type DayResult,
  emptyTally,
  type IdleDayResult,
  type KvCounts,
  type OwnerMorningResult,
  type SaveResult,
  type StepBrief,
  type Tally,
  type WorkingHoursResult,
  ZERO_BRIEF,
} from "./day-result";

const ORIGIN = "http://127.0.0.1:8787";
/** Every KV key the site keeps starts with its key version (`v1:`, datasets.ts's cacheKey). */
const SITE_KEYS = cacheKey("hrana").replace(/[^:]*$/, "");
const OWNER = "lastnik@localhost";
const STEP_MS = 5 * 60_000;
const STEPS_PER_HOUR = 12;
const STEPS_PER_DAY = 24 * STEPS_PER_HOUR;
/** What visitors ask for at every step. */
const VISITOR_PATHS = ["/", "/ponudba", "/en/ponudba", "/malica", "/o-nas", "/api/hrana"] as const;
/** The daily full refresh's time of day (REFRESH_CRONS.full, "30 2 * * *"). */
const FULL_REFRESH_AT = "02:30";

/** A weekday, so the restaurant opens; the scenarios follow one another from here. */
const IDLE_DAY = "2026-12-01T00:00:00Z";
const MORNING = "2026-12-02T07:00:00Z";
const WORKING_HOURS = "2026-12-02T08:00:00Z";
const HOURS = 8;
/** The owner saves this long after the hour's first step. */
const SAVE_AFTER_MS = 150_000;

const SEARCHED = ["p", "ple", "plesk", "pleskavica"];
/** Typed in five pauses: 40 characters. */
const DESCRIPTION = "Pleskavica z žara, s kajmakom in čebulo.";
const PREVIEWS = 5;

export interface DayOptions {
  /** The billing proxy's `host:port` (FIRESTORE_EMULATOR_HOST). */
  proxyHost: string;
  /** The Firestore project the seed is in. */
  project: string;
}

interface Answer {
  status: number;
  location: string | null;
  text: string;
}

const kvOperation: Record<string, keyof KvCounts | undefined> = {
  get: "reads",
  getWithMetadata: "reads",
  put: "writes",
  delete: "deletes",
  list: "lists",
};

/** KV that counts every call of the worker's, per key; the namespace underneath is the real (local) one. */
function countingKv(kv: KVNamespace, counts: Tally["kv"]): KVNamespace {
  const count = (operation: keyof KvCounts, key: string) => {
    counts[operation] += 1;
    const byKey = (counts.byKey[key] ??= { reads: 0, writes: 0, deletes: 0, lists: 0 });
    byKey[operation] += 1;
  };
  return new Proxy(kv, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      const operation = typeof property === "string" ? kvOperation[property] : undefined;
      if (typeof value !== "function" || !operation) return value;
      return (...args: unknown[]) => {
        const [first] = args;
        // A bulk get (an array of keys) is a read of each.
        const keys = Array.isArray(first)
          ? first.map(String)
          : [operation === "lists" ? `list:${JSON.stringify(first ?? {})}` : String(first)];
        for (const key of keys) count(operation, key);
        return Reflect.apply(value, target, args) as unknown;
      };
    },
  });
}

const at = (iso: string) => Date.parse(iso);

const clockOf = (time: number, seconds = false) => new Date(time).toISOString().slice(11, seconds ? 19 : 16);

/** The worker with its environment, its counters and the clock. */
function createSite({ proxyHost, project }: DayOptions) {
  const kvCounts: Tally["kv"] = { reads: 0, writes: 0, deletes: 0, lists: 0, byKey: {} };
  const invocations = { fetch: 0, scheduled: 0 };
  const siteEnv: Env = {
    ...env,
    FIRESTORE_PROJECT_ID: project,
    FIRESTORE_EMULATOR_HOST: proxyHost,
    EDITOR_LOCAL_IDENTITY: OWNER,
    CACHE: countingKv(env.CACHE, kvCounts),
  };
  let meteringMs = 0;
  let lastCall = 0;

  return {
    setTime(time: number) {
      vi.setSystemTime(time);
    },

    /** Everything counted so far (Firestore since the reset), as one tally. */
    async snapshot(): Promise<Tally> {
      const started = performance.now();
      const response = await fetch(`http://${proxyHost}${BILLING_PATH}`);
      if (!response.ok) throw new Error(`the billing proxy answered ${response.status}`);
      const report = await response.json<BillingReport>();
      meteringMs += performance.now() - started;
      lastCall = report.lastCall;
      const counts = report.counts;
      return {
        firestore: counts,
        kv: { ...kvCounts, byKey: structuredClone(kvCounts.byKey) },
        invocations: { ...invocations },
      };
    },

    get meteringMs() {
      return meteringMs;
    },

    /** The proxy's count of calls at the latest snapshot. */
    get lastCall() {
      return lastCall;
    },

    /** The Firestore calls made after call `seq`, one line each: what was asked and what it was billed. */
    async callsSince(seq: number): Promise<string[]> {
      const response = await fetch(`http://${proxyHost}${BILLING_PATH}?calls=1&after=${seq}`);
      const { calls = [] } = await response.json<BillingReport>();
      return calls.map(
        (call) =>
          `${call.method} ${call.path || "/"} (${call.dataset}): ${call.reads} read, ${call.writes} written${call.status === 200 ? "" : `, HTTP ${call.status}`}`,
      );
    },

    /** Empties the site's KV entries and zeroes every counter. */
    async reset(): Promise<void> {
      for (const { name } of (await env.CACHE.list({ prefix: SITE_KEYS })).keys) await env.CACHE.delete(name);
      const reset = await fetch(`http://${proxyHost}${BILLING_RESET_PATH}`, { method: "POST" });
      if (!reset.ok) throw new Error(`the billing proxy's reset answered ${reset.status}`);
      Object.assign(kvCounts, { reads: 0, writes: 0, deletes: 0, lists: 0, byKey: {} });
      Object.assign(invocations, { fetch: 0, scheduled: 0 });
    },

    async request(path: string, init: RequestInit = {}): Promise<Answer> {
      const ctx = createExecutionContext();
      invocations.fetch += 1;
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), siteEnv, ctx);
      const text = await response.text();
      await waitOnExecutionContext(ctx);
      return { status: response.status, location: response.headers.get("location"), text };
    },

    /** A form posted from the editor's own page, as a browser does. */
    post(path: string, fields: Record<string, string>): Promise<Answer> {
      return this.request(path, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: ORIGIN } });
    },

    async cron(cron: string): Promise<void> {
      const ctx = createExecutionContext();
      invocations.scheduled += 1;
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron }), siteEnv, ctx);
      await waitOnExecutionContext(ctx);
    },
  };
}

type Site = ReturnType<typeof createSite>;

/** One step: the check cron (and at 02:30 the daily one after it), then the visitors; each part's tally. */
async function step(site: Site, time: number): Promise<{ cron: Tally; visitors: Tally; ms: { cron: number; visitors: number } }> {
  site.setTime(time);
  const start = await site.snapshot();
  let started = performance.now();
  await site.cron(REFRESH_CRONS.check);
  if (clockOf(time) === FULL_REFRESH_AT) await site.cron(REFRESH_CRONS.full);
  const cronMs = performance.now() - started;
  const afterCron = await site.snapshot();
  started = performance.now();
  for (const path of VISITOR_PATHS) {
    const answer = await site.request(path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} at ${new Date(time).toISOString()}`);
  }
  const visitorsMs = performance.now() - started;
  const end = await site.snapshot();
  return {
    cron: combineTallies(afterCron, start, -1),
    visitors: combineTallies(end, afterCron, -1),
    ms: { cron: cronMs, visitors: visitorsMs },
  };
}

async function idleDay(site: Site): Promise<IdleDayResult> {
  await site.reset();
  const first = at(IDLE_DAY);
  let cron = emptyTally();
  let visitors = emptyTally();
  const perStep: StepBrief[] = [];
  const ms = { cron: 0, visitors: 0, metering: 0 };
  const meteringBefore = site.meteringMs;
  for (let index = 0; index < STEPS_PER_DAY; index++) {
    const time = first + index * STEP_MS;
    const result = await step(site, time);
    cron = combineTallies(cron, result.cron);
    visitors = combineTallies(visitors, result.visitors);
    perStep.push({ at: clockOf(time), cron: briefOf(result.cron), visitors: briefOf(result.visitors) });
    ms.cron += result.ms.cron;
    ms.visitors += result.ms.visitors;
  }
  ms.metering = site.meteringMs - meteringBefore;
  return { start: IDLE_DAY, steps: STEPS_PER_DAY, total: combineTallies(cron, visitors), cron, visitors, perStep, ms };
}

/** What the idle day counted in its steps at the same times of day as `from` and the `count` steps after it. */
function idleShare(idle: IdleDayResult, from: number, count: number): Brief {
  const first = Math.round((from - at(idle.start)) / STEP_MS) % STEPS_PER_DAY;
  let share = ZERO_BRIEF;
  for (let index = first; index < first + count; index++) {
    const stepBrief = idle.perStep[index % STEPS_PER_DAY];
    if (stepBrief) share = addBriefs(addBriefs(share, stepBrief.cron), stepBrief.visitors);
  }
  return share;
}

function itemPageLink(html: string, name: string): string {
  const link = new RegExp(`<a class="menu-row__name" href="([^"]+)">${name}</a>`).exec(html)?.[1];
  if (!link) throw new Error(`no link to ${name} in the menu list`);
  return link;
}

/** The item page's form as the browser posts it: its fields, and the group its select shows (the page's). */
function itemForm(html: string, path: string): Record<string, string> {
  return { ...formFields(html, path), group: path.split("/")[3] ?? "" };
}

async function ownerMorning(site: Site, idle: IdleDayResult): Promise<OwnerMorningResult> {
  let time = at(MORNING);
  // A warm public cache: the cron and the visitors of the hour's first step, not counted.
  await step(site, time);
  const actions: ActionResult[] = [];
  const act = async (name: string, method: "GET" | "POST", path: string, fields?: Record<string, string>): Promise<Answer> => {
    // The owner's pauses: a few seconds between requests, all within the same five minutes.
    time += 5_000;
    site.setTime(time);
    const before = await site.snapshot();
    const seq = site.lastCall;
    const answer = fields ? await site.post(path, fields) : await site.request(path);
    const tally = combineTallies(await site.snapshot(), before, -1);
    actions.push({ name, method, path, status: answer.status, tally, calls: await site.callsSince(seq) });
    return answer;
  };
  const check = (answer: Answer, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 300)}`);
  };

  check(await act("the menu list", "GET", "/urejanje/meni"), 200, "the menu list");
  let list: Answer | undefined;
  for (const query of SEARCHED) {
    list = await act(`search "${query}"`, "GET", `/urejanje/meni?q=${encodeURIComponent(query)}`);
    check(list, 200, `the search for ${query}`);
  }
  const itemPath = itemPageLink(list?.text ?? "", "Pleskavica");
  const page = await act("Pleskavica's page", "GET", itemPath);
  check(page, 200, "the item page");
  const fields = itemForm(page.text, itemPath);
  for (let preview = 1; preview <= PREVIEWS; preview++) {
    const typed = DESCRIPTION.slice(0, Math.round((DESCRIPTION.length * preview) / PREVIEWS));
    check(
      await act(`preview ${preview} (${typed.length} characters)`, "POST", itemPath, { ...fields, opis: typed, intent: "preview" }),
      200,
      "a preview",
    );
  }
  const saved = await act("save", "POST", itemPath, { ...fields, opis: DESCRIPTION });
  check(saved, 303, "the save");
  check(await act("the saved item's page", "GET", saved.location ?? itemPath), 200, "the page after the save");
  const saveAction = actions.find((action) => action.name === "save");
  const session = actions.reduce((total, action) => combineTallies(total, action.tally), emptyTally());

  // The next check cron, five minutes after the warm-up's.
  const next = at(MORNING) + STEP_MS;
  site.setTime(next);
  const before = await site.snapshot();
  await site.cron(REFRESH_CRONS.check);
  const followingCron = combineTallies(await site.snapshot(), before, -1);
  const idleStep = idle.perStep[Math.round((next - at(idle.start)) / STEP_MS) % STEPS_PER_DAY];
  return {
    start: MORNING,
    actions,
    session,
    save: saveAction?.tally ?? emptyTally(),
    saveCalls: saveAction?.calls ?? [],
    followingCron,
    idleCron: idleStep?.cron ?? ZERO_BRIEF,
  };
}

/** Items in eight groups, one priced anew each hour. */
const REPRICED = SEED_DOCUMENTS.hrana
  .filter((_, index) => index % 13 === 0)
  .filter((document) => document.fields.ignore === undefined)
  .slice(0, HOURS)
  .map((document) => {
    const [, group = "", , id = ""] = document.name.split("/");
    const numeric = document.fields.id;
    return { page: `/urejanje/meni/${group}/${id}`, id: numeric && "integerValue" in numeric ? Number(numeric.integerValue) : Number(id) };
  });

const priceText = (price: number) => price.toFixed(2).replace(".", ",");

/** The item's price in /api/hrana's answer, wherever it is listed. */
function apiPrice(json: string, id: number): number | null {
  const food = JSON.parse(json) as Record<string, { items?: { id?: number; price?: number }[] }[] | undefined>;
  for (const groups of Object.values(food)) {
    if (!Array.isArray(groups)) continue;
    for (const group of groups)
      for (const item of group.items ?? []) if (item.id === id && typeof item.price === "number") return item.price;
  }
  return null;
}

async function save(
  site: Site,
  time: number,
  item: (typeof REPRICED)[number],
): Promise<Omit<SaveResult, "hour" | "idleHour" | "beyondIdle">> {
  site.setTime(time);
  const start = await site.snapshot();
  const page = await site.request(item.page);
  if (page.status !== 200) throw new Error(`${item.page} answered ${page.status}`);
  const fields = itemForm(page.text, item.page);
  const price = priceText(Number((fields.price ?? "").replace(",", ".")) + 0.1);
  const beforePost = await site.snapshot();
  const seq = site.lastCall;
  const posted = await site.post(item.page, { ...fields, price });
  if (posted.status !== 303) throw new Error(`saving ${item.page} answered ${posted.status}: ${posted.text.slice(0, 300)}`);
  const afterPost = await site.snapshot();
  const postCalls = await site.callsSince(seq);
  const after = await site.request(posted.location ?? item.page);
  if (after.status !== 200) throw new Error(`the page after saving ${item.page} answered ${after.status}`);
  // Back to the menu list, for the next dish: the editor's copy of the menu is read there.
  const list = await site.request("/urejanje/meni");
  if (list.status !== 200) throw new Error(`the menu list after saving ${item.page} answered ${list.status}`);
  const end = await site.snapshot();
  // The next request, as a visitor's: not part of the save's count.
  const shown = apiPrice((await site.request("/api/hrana")).text, item.id);
  await site.snapshot();
  return {
    at: clockOf(time, true),
    item: item.page,
    price,
    post: combineTallies(afterPost, beforePost, -1),
    postCalls,
    flow: combineTallies(end, start, -1),
    apiPrice: shown,
    visible: shown !== null && priceText(shown) === price,
  };
}

async function workingHours(site: Site, idle: IdleDayResult): Promise<WorkingHoursResult> {
  const first = at(WORKING_HOURS);
  // From the morning's next cron up to the first hour, as any other day: not counted.
  for (let time = at(MORNING) + 2 * STEP_MS; time < first; time += STEP_MS) await step(site, time);
  let cron = emptyTally();
  let visitors = emptyTally();
  let editor = emptyTally();
  const saves: SaveResult[] = [];
  for (let hour = 0; hour < HOURS; hour++) {
    const hourStart = first + hour * STEPS_PER_HOUR * STEP_MS;
    let hourTally = emptyTally();
    let saved: Omit<SaveResult, "hour" | "idleHour" | "beyondIdle"> | undefined;
    for (let index = 0; index < STEPS_PER_HOUR; index++) {
      const time = hourStart + index * STEP_MS;
      const result = await step(site, time);
      cron = combineTallies(cron, result.cron);
      visitors = combineTallies(visitors, result.visitors);
      hourTally = combineTallies(hourTally, combineTallies(result.cron, result.visitors));
      const item = REPRICED[hour];
      if (index === 0 && item) {
        saved = await save(site, time + SAVE_AFTER_MS, item);
        editor = combineTallies(editor, saved.flow);
        hourTally = combineTallies(hourTally, saved.flow);
      }
    }
    if (saved) {
      const idleHour = idleShare(idle, hourStart, STEPS_PER_HOUR);
      const spent = briefOf(hourTally);
      saves.push({ ...saved, hour: spent, idleHour, beyondIdle: addBriefs(spent, idleHour, -1) });
    }
  }
  return {
    start: WORKING_HOURS,
    steps: HOURS * STEPS_PER_HOUR,
    total: combineTallies(combineTallies(cron, visitors), editor),
    cron,
    visitors,
    editor,
    idleShare: idleShare(idle, first, HOURS * STEPS_PER_HOUR),
    saves,
  };
}

/** The three scenarios, one after the other on the same site and database. */
export async function simulateDay(options: DayOptions): Promise<DayResult> {
  const site = createSite(options);
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    const idle = await idleDay(site);
    const morning = await ownerMorning(site, idle);
    const hours = await workingHours(site, idle);
    return { idle, morning, hours };
  } finally {
    vi.useRealTimers();
  }
}
