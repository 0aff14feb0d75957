/**
 * What the simulated day (simulate-day.ts, inside workerd) returns, and its tables: pure, so
 * that the bench (node) formats what the test stored in its task's meta.
 */
import { COLLECTION } from "../../worker/data/database-layout";
import type { BillingCounts } from "../support/billing";

export interface KvCounts {
  /** get and getWithMetadata, one per key asked. */
  reads: number;
  /** put: each one counts, as KV bills it (the same key written twice is two writes). */
  writes: number;
  deletes: number;
  lists: number;
}

/** What a stretch of the simulation cost on the free plans' counters. */
export interface Tally {
  firestore: BillingCounts;
  kv: KvCounts & { byKey: Record<string, KvCounts> };
  invocations: { fetch: number; scheduled: number };
}

/** A tally's totals, for the per-step and per-hour figures. */
export interface Brief {
  reads: number;
  writes: number;
  kvReads: number;
  kvWrites: number;
  kvDeletes: number;
  kvLists: number;
  invocations: number;
}

export interface StepBrief {
  /** UTC, HH:MM. */
  at: string;
  cron: Brief;
  visitors: Brief;
}

export interface IdleDayResult {
  /** The first step, ISO. */
  start: string;
  steps: number;
  total: Tally;
  /** The cron invocations alone (both crons at 02:30). */
  cron: Tally;
  /** The visitors' requests alone: each step's after its cron, on the cache that cron left. */
  visitors: Tally;
  perStep: StepBrief[];
  ms: { cron: number; visitors: number; metering: number };
}

export interface ActionResult {
  name: string;
  method: string;
  path: string;
  status: number;
  tally: Tally;
  /** Its Firestore calls, one line each. */
  calls: string[];
}

export interface OwnerMorningResult {
  start: string;
  actions: ActionResult[];
  /** Every editor request of the session: the list, the searches, the item, the previews, the save and its page. */
  session: Tally;
  /** The save's POST alone (its own refresh included), and its Firestore calls. */
  save: Tally;
  saveCalls: string[];
  /** The first check cron after the session, and what the idle day's cron read at the same time of day. */
  followingCron: Tally;
  idleCron: Brief;
}

export interface SaveResult {
  /** UTC, HH:MM:SS. */
  at: string;
  /** The editor's item page. */
  item: string;
  price: string;
  /** The save's POST alone, and its Firestore calls. */
  post: Tally;
  postCalls: string[];
  /** What the owner did: the item's page, the POST, the page it redirected to, and the menu list. */
  flow: Tally;
  /** The hour the save was in (its crons and visitors, and the flow), and the idle day's same hour. */
  hour: Brief;
  idleHour: Brief;
  /** hour − idleHour: what the save cost, everything it set off included. */
  beyondIdle: Brief;
  /** /api/hrana right after the POST (not counted in the hour): the item's price there. */
  apiPrice: number | null;
  visible: boolean;
}

export interface WorkingHoursResult {
  start: string;
  steps: number;
  total: Tally;
  cron: Tally;
  visitors: Tally;
  /** The owner's saves: each one's item page, POST and the page after it (the /api/hrana checks are left out). */
  editor: Tally;
  /** The idle day's same steps. */
  idleShare: Brief;
  saves: SaveResult[];
}

export interface DayResult {
  idle: IdleDayResult;
  morning: OwnerMorningResult;
  hours: WorkingHoursResult;
}

/** The collections in the tables' order; any other collection read shows after them. */
const TABLE_DATASETS: readonly string[] = Object.values(COLLECTION);

const sum = (record: Record<string, number>): number => Object.values(record).reduce((total, n) => total + n, 0);

export function emptyTally(): Tally {
  return {
    firestore: { reads: {}, writes: {}, deletes: {}, transformOnlyWrites: {}, calls: {} },
    kv: { reads: 0, writes: 0, deletes: 0, lists: 0, byKey: {} },
    invocations: { fetch: 0, scheduled: 0 },
  };
}

function combine(a: Record<string, number>, b: Record<string, number>, sign: 1 | -1): Record<string, number> {
  const out: Record<string, number> = { ...a };
  for (const [key, n] of Object.entries(b)) out[key] = (out[key] ?? 0) + sign * n;
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0));
}

function combineKv(a: KvCounts, b: KvCounts, sign: 1 | -1): KvCounts {
  return {
    reads: a.reads + sign * b.reads,
    writes: a.writes + sign * b.writes,
    deletes: a.deletes + sign * b.deletes,
    lists: a.lists + sign * b.lists,
  };
}

/** a + b, or a − b with sign −1 (a later snapshot minus an earlier one). */
export function combineTallies(a: Tally, b: Tally, sign: 1 | -1 = 1): Tally {
  const byKey: Record<string, KvCounts> = {};
  const zero: KvCounts = { reads: 0, writes: 0, deletes: 0, lists: 0 };
  for (const key of new Set([...Object.keys(a.kv.byKey), ...Object.keys(b.kv.byKey)])) {
    const counts = combineKv(a.kv.byKey[key] ?? zero, b.kv.byKey[key] ?? zero, sign);
    if (counts.reads || counts.writes || counts.deletes || counts.lists) byKey[key] = counts;
  }
  const firestore = {} as Tally["firestore"];
  for (const field of ["reads", "writes", "deletes", "transformOnlyWrites", "calls"] as const)
    firestore[field] = combine(a.firestore[field], b.firestore[field], sign);
  return {
    firestore,
    kv: { ...combineKv(a.kv, b.kv, sign), byKey },
    invocations: {
      fetch: a.invocations.fetch + sign * b.invocations.fetch,
      scheduled: a.invocations.scheduled + sign * b.invocations.scheduled,
    },
  };
}

export function briefOf(tally: Tally): Brief {
  return {
    reads: sum(tally.firestore.reads),
    writes: sum(tally.firestore.writes),
    kvReads: tally.kv.reads,
    kvWrites: tally.kv.writes,
    kvDeletes: tally.kv.deletes,
    kvLists: tally.kv.lists,
    invocations: tally.invocations.fetch + tally.invocations.scheduled,
  };
}

export function addBriefs(a: Brief, b: Brief, sign: 1 | -1 = 1): Brief {
  const out = { ...a };
  for (const key of Object.keys(out) as (keyof Brief)[]) out[key] = a[key] + sign * b[key];
  return out;
}

export const ZERO_BRIEF: Brief = { reads: 0, writes: 0, kvReads: 0, kvWrites: 0, kvDeletes: 0, kvLists: 0, invocations: 0 };

const int = (n: number) => n.toLocaleString("en-US");

function datasetsOf(tallies: Tally[]): string[] {
  const seen = new Set<string>();
  for (const tally of tallies)
    for (const field of ["reads", "writes"] as const) for (const key of Object.keys(tally.firestore[field])) seen.add(key);
  return [...TABLE_DATASETS.filter((name) => seen.has(name)), ...[...seen].filter((name) => !TABLE_DATASETS.includes(name)).sort()];
}

/** Firestore per dataset, one column pair (reads, writes) per tally. */
function datasetTable(columns: { title: string; tally: Tally }[]): string {
  const rows = datasetsOf(columns.map((column) => column.tally)).map(
    (dataset) =>
      `| ${dataset} | ${columns
        .map(({ tally }) => `${int(tally.firestore.reads[dataset] ?? 0)} | ${int(tally.firestore.writes[dataset] ?? 0)}`)
        .join(" | ")} |`,
  );
  const total = `| **total** | ${columns
    .map(({ tally }) => `**${int(sum(tally.firestore.reads))}** | **${int(sum(tally.firestore.writes))}**`)
    .join(" | ")} |`;
  return [
    `| dataset | ${columns.map(({ title }) => `${title}: documents read | ${title}: written`).join(" | ")} |`,
    `| --- | ${columns.map(() => "--: | --:").join(" | ")} |`,
    ...rows,
    total,
  ].join("\n");
}

/** KV operations and invocations, one column per tally. */
function platformTable(columns: { title: string; tally: Tally }[]): string {
  const line = (label: string, value: (tally: Tally) => number) =>
    `| ${label} | ${columns.map(({ tally }) => int(value(tally))).join(" | ")} |`;
  return [
    `| counter | ${columns.map(({ title }) => title).join(" | ")} |`,
    `| --- | ${columns.map(() => "--:").join(" | ")} |`,
    line("KV reads", (tally) => tally.kv.reads),
    line("KV writes", (tally) => tally.kv.writes),
    line("KV deletes", (tally) => tally.kv.deletes),
    line("KV lists", (tally) => tally.kv.lists),
    line("Workers invocations: fetch", (tally) => tally.invocations.fetch),
    line("Workers invocations: scheduled", (tally) => tally.invocations.scheduled),
    line("Firestore calls", (tally) => sum(tally.firestore.calls)),
    line("Firestore deletes (among the writes)", (tally) => sum(tally.firestore.deletes)),
    line("Firestore writes that only increment counters (among the writes)", (tally) => sum(tally.firestore.transformOnlyWrites)),
  ].join("\n");
}

/** The KV writes per key (where the writes went). */
function kvWritesByKey(tally: Tally): string {
  const keys = Object.entries(tally.kv.byKey)
    .filter(([, counts]) => counts.writes > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return keys.length === 0 ? "none" : keys.map(([key, counts]) => `${key} ${int(counts.writes)}`).join(", ");
}

/** Every scenario's tables, in markdown. */
export function dayReport(result: DayResult): string {
  const { idle, morning, hours } = result;
  const saves = hours.saves;
  const worst = (pick: (save: SaveResult) => number) => Math.max(0, ...saves.map(pick));
  return [
    `## An idle day (${idle.steps} steps of 5 minutes from ${idle.start}: the check cron, then 6 visitor requests)`,
    "",
    datasetTable([
      { title: "day", tally: idle.total },
      { title: "crons", tally: idle.cron },
      { title: "visitors", tally: idle.visitors },
    ]),
    "",
    platformTable([
      { title: "day", tally: idle.total },
      { title: "crons", tally: idle.cron },
      { title: "visitors", tally: idle.visitors },
    ]),
    "",
    `KV writes by key: ${kvWritesByKey(idle.total)}.`,
    "",
    `## The owner's morning (from ${morning.start}, on a warm cache)`,
    "",
    "| action | status | documents read | written | KV reads | KV writes |",
    "| --- | --: | --: | --: | --: | --: |",
    ...morning.actions.map(
      (action) =>
        `| ${action.name} (${action.method} ${action.path}) | ${action.status} | ${int(sum(action.tally.firestore.reads))} | ${int(sum(action.tally.firestore.writes))} | ${int(action.tally.kv.reads)} | ${int(action.tally.kv.writes)} |`,
    ),
    `| **the session** | | **${int(sum(morning.session.firestore.reads))}** | **${int(sum(morning.session.firestore.writes))}** | **${int(morning.session.kv.reads)}** | **${int(morning.session.kv.writes)}** |`,
    `| the next check cron (the idle day's at that time: ${int(morning.idleCron.reads)} read, ${int(morning.idleCron.kvWrites)} KV writes) | | ${int(sum(morning.followingCron.firestore.reads))} | ${int(sum(morning.followingCron.firestore.writes))} | ${int(morning.followingCron.kv.reads)} | ${int(morning.followingCron.kv.writes)} |`,
    "",
    `The save's POST, call by call: ${morning.saveCalls.join("; ") || "none"}.`,
    "",
    datasetTable([
      { title: "session", tally: morning.session },
      { title: "the save's POST", tally: morning.save },
      { title: "next cron", tally: morning.followingCron },
    ]),
    "",
    `## Eight hours with one save an hour (${hours.steps} steps from ${hours.start})`,
    "",
    "| save | item | price | POST: read | POST: KV writes | item page + POST + its page + the list: read | hour: read | idle hour: read | beyond idle: read | beyond idle: KV writes | /api/hrana shows it |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
    ...saves.map(
      (save) =>
        `| ${save.at} | ${save.item} | ${save.price} | ${int(sum(save.post.firestore.reads))} | ${int(save.post.kv.writes)} | ${int(sum(save.flow.firestore.reads))} | ${int(save.hour.reads)} | ${int(save.idleHour.reads)} | ${int(save.beyondIdle.reads)} | ${int(save.beyondIdle.kvWrites)} | ${save.visible ? "yes" : `no (${save.apiPrice ?? "missing"})`} |`,
    ),
    "",
    `Worst save beyond idle: ${int(worst((save) => save.beyondIdle.reads))} documents read, ${int(worst((save) => save.beyondIdle.kvWrites))} KV writes.`,
    "",
    datasetTable([
      { title: "eight hours", tally: hours.total },
      { title: "crons", tally: hours.cron },
      { title: "visitors", tally: hours.visitors },
      { title: "the owner", tally: hours.editor },
      ...saves.slice(0, 1).map((save) => ({ title: "first save's POST", tally: save.post })),
    ]),
    "",
    platformTable([
      { title: "eight hours", tally: hours.total },
      { title: "crons", tally: hours.cron },
      { title: "visitors", tally: hours.visitors },
      { title: "the owner", tally: hours.editor },
    ]),
    "",
    `The idle day's same eight hours: ${int(hours.idleShare.reads)} documents read, ${int(hours.idleShare.kvWrites)} KV writes. KV writes by key in the eight hours: ${kvWritesByKey(hours.total)}.`,
    "",
    "## Budgets",
    "",
    "| budget | limit | measured | |",
    "| --- | --: | --: | --- |",
    ...dayBudgets(result).map(
      (budget) =>
        `| ${budget.name} | ${int(budget.limit)} | ${int(budget.measured)} | ${budget.measured <= budget.limit ? "met" : "**not met**"} |`,
    ),
    `| every save shown by the next /api/hrana | ${saves.length} | ${saves.filter((save) => save.visible).length} | ${saves.every((save) => save.visible) ? "met" : "**not met**"} |`,
    "",
    `Where the idle day's time went (workerd's clock): crons ${int(idle.ms.cron)} ms, visitors ${int(idle.ms.visitors)} ms, reading the counters ${int(idle.ms.metering)} ms.`,
  ].join("\n");
}

export type BudgetId = "idle-reads" | "idle-kv-writes" | "visitor-reads" | "session-reads" | "save-reads" | "save-kv-writes";

interface Budget {
  id: BudgetId;
  name: string;
  limit: number;
  measured: number;
  /** What the measure is made of, for a failure's message. */
  detail: string;
}

const perDataset = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([dataset, n]) => `${dataset} ${int(n)}`)
    .join(", ") || "none";

/** The day's budgets (decision 008) and what the simulated day measured against each. */
export function dayBudgets({ idle, morning, hours }: DayResult): Budget[] {
  const nextCronExtra = Math.max(0, sum(morning.followingCron.firestore.reads) - morning.idleCron.reads);
  const worstSave = (pick: (save: SaveResult) => number) =>
    hours.saves.reduce<SaveResult | undefined>((worst, save) => (!worst || pick(save) > pick(worst) ? save : worst), undefined);
  const readiest = worstSave((save) => save.beyondIdle.reads);
  const writiest = worstSave((save) => save.beyondIdle.kvWrites);
  const visitorSteps = idle.perStep.filter((step) => step.visitors.reads > 0);
  const describeSave = (save: SaveResult | undefined) =>
    save
      ? `the save at ${save.at} of ${save.item}: its hour ${int(save.hour.reads)} read and ${int(save.hour.kvWrites)} KV writes, the idle day's hour ${int(save.idleHour.reads)} and ${int(save.idleHour.kvWrites)}; ` +
        `its POST read ${perDataset(save.post.firestore.reads)} and wrote KV ${int(save.post.kv.writes)} times, in these calls: ${save.postCalls.join("; ")}`
      : "no save was made";
  return [
    {
      id: "idle-reads",
      name: "an idle day: Firestore documents read",
      limit: 662,
      measured: sum(idle.total.firestore.reads),
      detail: `crons: ${perDataset(idle.cron.firestore.reads)}; visitors: ${perDataset(idle.visitors.firestore.reads)} (${idle.steps} steps, ${idle.cron.invocations.scheduled} cron runs)`,
    },
    {
      id: "idle-kv-writes",
      name: "an idle day: KV writes",
      limit: 6,
      measured: idle.total.kv.writes,
      detail: `by key: ${perDataset(Object.fromEntries(Object.entries(idle.total.kv.byKey).map(([key, counts]) => [key, counts.writes])))}`,
    },
    {
      id: "visitor-reads",
      name: "an idle day: documents read by visitors' requests (warm cache)",
      limit: 0,
      measured: sum(idle.visitors.firestore.reads),
      detail: `${perDataset(idle.visitors.firestore.reads)}; in ${visitorSteps.length} steps${
        visitorSteps.length > 0
          ? `, first at ${visitorSteps
              .slice(0, 5)
              .map((step) => step.at)
              .join(", ")}`
          : ""
      }`,
    },
    {
      id: "session-reads",
      name: "the owner's session (search, 5 previews, a save): documents read, the next cron's extra included",
      limit: 248,
      measured: sum(morning.session.firestore.reads) + nextCronExtra,
      detail: `${morning.actions.map((action) => `${action.name} ${int(sum(action.tally.firestore.reads))}`).join(", ")}; the next cron ${int(nextCronExtra)} beyond the idle one`,
    },
    {
      id: "save-reads",
      name: "an hour with a save (the item, the save, its page, the menu list): documents read beyond the idle hour (worst of the day's saves)",
      limit: 132,
      measured: readiest?.beyondIdle.reads ?? 0,
      detail: describeSave(readiest),
    },
    {
      id: "save-kv-writes",
      name: "a save: KV writes beyond the idle hour (worst of the day's saves)",
      limit: 1,
      measured: writiest?.beyondIdle.kvWrites ?? 0,
      detail: describeSave(writiest),
    },
  ];
}
