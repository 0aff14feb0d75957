import { test } from "@playwright/test";
import { type SiteOnEmulator, startSiteOnEmulator } from "../support/emulator-site";
import { EMULATOR_HOST_VARIABLE } from "./global-setup";

/**
 * The built site for the calling spec file, on the tier's shared emulator (tests/e2e/global-setup.ts)
 * under the spec's own project id; its tests then run in order: started before them, stopped after
 * them. Read `url` inside a test.
 */
export function siteOnEmulator(options: Omit<Parameters<typeof startSiteOnEmulator>[0], "emulatorHost">): {
  readonly url: string;
  readonly persistTo: string;
} {
  let running: SiteOnEmulator | undefined;
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const emulatorHost = process.env[EMULATOR_HOST_VARIABLE];
    if (!emulatorHost)
      throw new Error(`${EMULATOR_HOST_VARIABLE} is not set: the project running this spec lacks metadata.firestoreEmulator`);
    running = await startSiteOnEmulator({ ...options, emulatorHost });
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  return {
    get url() {
      if (!running) throw new Error("the site on the emulator has not started");
      return running.site.url;
    },
    /** The site's local state: KV, and R2's stored objects. */
    get persistTo() {
      if (!running) throw new Error("the site on the emulator has not started");
      return running.site.persistTo;
    },
  };
}
