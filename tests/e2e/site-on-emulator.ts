import { test } from "@playwright/test";
import { type SiteOnEmulator, startSiteOnEmulator } from "../support/emulator-site";

/**
 * The built site on an emulator of its own for the calling spec file, whose tests then run in
 * order: started before them, stopped after them. Read `url` inside a test.
 */
export function siteOnEmulator(options: Parameters<typeof startSiteOnEmulator>[0]): { readonly url: string; readonly persistTo: string } {
  let running: SiteOnEmulator | undefined;
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    running = await startSiteOnEmulator(options);
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
