import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { ALL_ROUTES } from "./routes";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
// The server renders a filtered menu too (categories and excluded allergens from the query).
const ROUTES = [...ALL_ROUTES, "/ponudba?kategorija=pijaca&kategorija=aburgerji&brez=1"];

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

test("every route in both languages is valid HTML (Nu HTML Checker: no errors)", async ({ request }) => {
  test.setTimeout(180_000); // one JVM for all documents: start-up dominates
  const folder = await mkdtemp(join(tmpdir(), "nu-check-"));
  try {
    const files = new Map<string, string>();
    for (const [index, route] of ROUTES.entries()) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(route.endsWith("/404") ? 404 : 200);
      const file = join(folder, `page-${index}.html`);
      await writeFile(file, await response.body());
      files.set(file, route);
    }
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files.keys()],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const describe = (message: VnuMessage) => `${files.get(new URL(message.url).pathname) ?? message.url}:${message.lastLine ?? "?"} ${message.message}`;
    const warnings = messages.filter((message) => message.type === "info" && message.subType === "warning").map(describe);
    for (const warning of warnings) test.info().annotations.push({ type: "vnu warning", description: warning });
    expect(messages.filter((message) => message.type !== "info").map(describe)).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
