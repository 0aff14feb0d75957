/**
 * `npm run bench:day`: the simulated day of tests/day (an idle day, the owner's morning, eight
 * hours with a save an hour), run by vitest inside workerd with the Firestore emulator behind
 * the billing proxy, then printed as tables: Firestore documents read and written per
 * dataset, KV operations and Workers invocations per scenario, and the day's budgets. It
 * measures counts, not times, and fails only when the simulation cannot run.
 * Writes bench-results/day-<time>.md and .json.
 */
import { startVitest } from "vitest/node";
import { dayReport } from "../day/day-result";
import type {} from "../day/provided";
import { machine, writeResults } from "./report";

process.env.DAY_BENCH = "1";
const started = performance.now();
const info = machine();
const vitest = await startVitest("test", [], { config: "tests/day/vitest.config.ts", run: true, watch: false });
const day = vitest.state
  .getFiles()
  .flatMap((file) => file.tasks)
  .map((task) => task.meta.day)
  .find((result) => result !== undefined);
await vitest.close();
if (!day) {
  console.error("The simulated day did not run (see vitest's output above).");
  process.exit(1);
}
const seconds = (performance.now() - started) / 1000;
const report = [
  `# A simulated day on the free plans (${info.date})`,
  "",
  `- git ${info.git}; ${info.cpu}, ${info.cores} cores; workerd ${info.workerd}`,
  `- the whole run (emulator start, seed import, workerd, the three scenarios) took ${seconds.toFixed(1)} s`,
  "",
  dayReport(day),
  "",
].join("\n");
const paths = writeResults("day", report, day);
console.log(`\n${report}`);
console.log(`Written to ${paths.markdown}`);
