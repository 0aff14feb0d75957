/**
 * `npm test`: the checks, the build, then every test tier (docs/testing.md), each as the npm
 * script of that name. Until the browser tier they run in two lanes side by side: most of those
 * steps leave one of the two cores idle for much of their time (the emulator tier waits on
 * timeouts, the build and ESLint use one core), and the other lane fills it.
 *
 * The first lane prints as it runs; the second prints each step's output when that step ends.
 * A step waits for the steps it reads the output of (the build's dist/). At the first failure the
 * steps still running are stopped and no other starts; the command exits with the failed step's
 * code. It ends with a table of each step's time, so that a slower tier shows in every run.
 */
import { type ChildProcess, spawn } from "node:child_process";

interface Step {
  name: string;
  /** Steps that must have passed before this one starts. */
  after: readonly string[];
}

const BUILT = ["build"];
/**
 * The browser tier keeps both cores busy on its own (Chromium's rendering and axe): it starts
 * once every other step has passed, and runs alone.
 */
const BEFORE_BROWSER = ["build", "test:unit", "test:worker", "test:process", "check", "test:emulator", "test:day"];
const LANES: readonly { live: boolean; steps: readonly Step[] }[] = [
  {
    live: true,
    steps: [
      { name: "build", after: [] },
      { name: "test:worker", after: BUILT },
      { name: "test:process", after: BUILT },
      { name: "test:day", after: BUILT },
      { name: "test:e2e", after: BEFORE_BROWSER },
    ],
  },
  {
    live: false,
    steps: [
      { name: "check", after: [] },
      { name: "test:unit", after: [] },
      { name: "test:emulator", after: BUILT },
    ],
  },
];

type Status = "ok" | "FAILED" | "stopped" | "not run";

interface Outcome {
  status: Status;
  seconds: number;
  code: number;
}

const outcomes = new Map<string, Outcome>();
const running = new Map<string, ChildProcess>();
let failure: { step: string; code: number } | undefined;

/** Whether each step passed, settled when it ends or is left out. */
const passed = new Map(
  LANES.flatMap((lane) => lane.steps).map((step) => {
    let settle: (ok: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((resolve) => (settle = resolve));
    return [step.name, { promise, settle }] as const;
  }),
);

function run(step: string, live: boolean): Promise<Outcome> {
  const started = performance.now();
  if (live) console.log(`\n── npm run ${step}`);
  return new Promise((resolve) => {
    // Its own process group, so that a stop reaches the tools the script starts (wrangler, workerd, Chromium).
    const child = spawn("npm", ["run", "--silent", step], {
      detached: true,
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: live ? process.env : { ...process.env, FORCE_COLOR: "0" },
    });
    running.set(step, child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code, signal) => {
      running.delete(step);
      const stopped = failure !== undefined && failure.step !== step && (signal !== null || code !== 0);
      const exit = code ?? (signal ? 1 : 0);
      const status: Status = stopped ? "stopped" : exit === 0 ? "ok" : "FAILED";
      const seconds = (performance.now() - started) / 1000;
      if (!live) console.log(`\n── npm run ${step}: ${status} (${Math.round(seconds)} s)\n${output.trimEnd()}`);
      resolve({ status, seconds, code: exit });
    });
  });
}

/**
 * SIGINT, as Ctrl-C sends it: Playwright then stops its web server (wrangler in a group of its
 * own), which a SIGTERM leaves running on the tier's port.
 */
function stopAll(): void {
  for (const child of running.values()) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {
      // The group has already ended.
    }
  }
}

async function runStep(step: Step, live: boolean): Promise<boolean> {
  const ready = await Promise.all(step.after.map((name) => passed.get(name)?.promise ?? Promise.resolve(false)));
  if (failure || !ready.every(Boolean)) return false;
  const outcome = await run(step.name, live);
  outcomes.set(step.name, outcome);
  if (outcome.status === "FAILED") {
    failure ??= { step: step.name, code: outcome.code };
    stopAll();
  }
  return outcome.status === "ok";
}

async function runLane(steps: readonly Step[], live: boolean): Promise<void> {
  let ok = true;
  for (const step of steps) {
    ok &&= await runStep(step, live);
    passed.get(step.name)?.settle(ok);
  }
}

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${(whole % 60).toString().padStart(2, "0")}`;
}

function table(total: number): string {
  const names = LANES.flatMap((lane) => lane.steps.map((step) => step.name));
  const width = Math.max(...names.map((name) => name.length), "total".length);
  const rows = names.map((name) => {
    const outcome = outcomes.get(name);
    return `${name.padEnd(width)}  ${(outcome ? minutes(outcome.seconds) : "").padStart(6)}  ${outcome?.status ?? "not run"}`;
  });
  return [
    `${"step".padEnd(width)}  ${"m:ss".padStart(6)}`,
    ...rows,
    `${"total".padEnd(width)}  ${minutes(total).padStart(6)}  (two lanes side by side)`,
  ].join("\n");
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exitCode = 130;
  });
}

const started = performance.now();
await Promise.all(LANES.map((lane) => runLane(lane.steps, lane.live)));
console.log(`\n${table((performance.now() - started) / 1000)}`);
if (failure) {
  console.error(`npm test failed at ${failure.step}`);
  process.exit(failure.code);
}
