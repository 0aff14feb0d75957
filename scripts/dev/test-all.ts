/**
 * `npm test`: the checks, the build, then every test tier (docs/testing.md), one after another as
 * the npm scripts of those names. It stops at the first that fails, with its exit code, and ends
 * with a table of each step's time, so that a slower tier shows in every run.
 */
import { spawn } from "node:child_process";

const STEPS = ["check", "build", "test:unit", "test:process", "test:emulator", "test:worker", "test:day", "test:e2e"];

interface Outcome {
  step: string;
  seconds: number;
  code: number;
}

function run(step: string): Promise<Outcome> {
  const started = performance.now();
  console.log(`\n── npm run ${step}`);
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", step], { stdio: "inherit" });
    child.on("close", (code, signal) => resolve({ step, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 1 : 0) }));
  });
}

function table(outcomes: readonly Outcome[]): string {
  const minutes = (seconds: number) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${(whole % 60).toString().padStart(2, "0")}`;
  };
  const width = Math.max(...STEPS.map((step) => step.length), "total".length);
  const rows = outcomes.map(
    ({ step, seconds, code }) => `${step.padEnd(width)}  ${minutes(seconds).padStart(6)}  ${code === 0 ? "ok" : "FAILED"}`,
  );
  const total = outcomes.reduce((sum, { seconds }) => sum + seconds, 0);
  const left = STEPS.slice(outcomes.length).map((step) => `${step.padEnd(width)}  ${"".padStart(6)}  not run`);
  return [
    `${"step".padEnd(width)}  ${"m:ss".padStart(6)}`,
    ...rows,
    ...left,
    `${"total".padEnd(width)}  ${minutes(total).padStart(6)}`,
  ].join("\n");
}

const outcomes: Outcome[] = [];
for (const step of STEPS) {
  const outcome = await run(step);
  outcomes.push(outcome);
  if (outcome.code !== 0) break;
}
console.log(`\n${table(outcomes)}`);
const failed = outcomes.find((outcome) => outcome.code !== 0);
if (failed) {
  console.error(`npm test failed at ${failed.step}`);
  process.exit(failed.code);
}
