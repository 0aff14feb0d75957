/** Whether this run is on CI, read once: CI set to anything but "", "false" or "0". */
const ON_CI = !["", "false", "0"].includes(process.env.CI ?? "");

/**
 * Whether tests that need a tool can run, given what keeps them from it (null: nothing). On CI a
 * missing tool ends the run with one line naming it, as leaving the tests out would pass a run
 * that tested less; elsewhere they are left out with a warning.
 */
export function canRunTests(tests: string, problem: string | null): boolean {
  if (!problem) return true;
  if (ON_CI) {
    console.error(`CI cannot run ${tests}: ${problem}.`);
    process.exit(1);
  }
  console.warn(`Leaving out ${tests}: ${problem}.`);
  return false;
}
