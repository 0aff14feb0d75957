import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { SERVICE_WORKER_REMOVAL_SCRIPT } from "../../worker/site-files/service-worker-removal";
import { FakeCacheStorage } from "./fake-cache-storage";

describe("the script /sw.js serves when the switch is off", () => {
  it("takes over at once, deletes the worker's caches (only those) and unregisters itself", async () => {
    const storage = new FakeCacheStorage();
    for (const name of ["grill-pages-1", "grill-assets-1", "grill-images-2", "another-cache"]) await storage.open(name);
    const listeners = new Map<string, (event: unknown) => void>();
    const self = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      skipWaiting: vi.fn(),
      registration: { unregister: vi.fn(async () => true) },
    };
    runInNewContext(SERVICE_WORKER_REMOVAL_SCRIPT, { self, caches: storage });

    expect([...listeners.keys()]).toEqual(["install", "activate"]);
    listeners.get("install")!({});
    expect(self.skipWaiting).toHaveBeenCalled();
    let done: Promise<unknown> = Promise.resolve();
    listeners.get("activate")!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
    expect(await storage.keys()).toEqual(["another-cache"]);
    expect(self.registration.unregister).toHaveBeenCalled();
  });
});
