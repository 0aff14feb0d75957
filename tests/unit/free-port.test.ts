import { createServer } from "node:net";
import { expect, it } from "vitest";
import { freePort } from "../../scripts/dev/firestore-emulator";

it("hands out a free loopback port below the range the system gives outgoing connections", async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
  }
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(ports[0], "127.0.0.1", resolve);
  });
  await new Promise((resolve) => server.close(resolve));
});
