import { describe } from "vitest";

/**
 * One part of a test file, under a describe of its name, loaded when the file's tests are
 * collected: the hooks the part registers at its top level (useFakeFirestore's, a spy on fetch)
 * hold for its own tests only.
 *
 * Each test file of the worker tier loads the worker's modules into an isolate of its own, which
 * took about 4 s a file, more than most files' tests: so the parts of one subject share a file,
 * and load them once (docs/testing.md).
 */
export function part(name: string, load: () => Promise<unknown>): void {
  describe(name, async () => {
    await load();
  });
}
