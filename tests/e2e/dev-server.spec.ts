import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/dev/firestore-emulator";
import { copyTree, type TreeCopy } from "../support/tree-copy";
import { watchConsole } from "./console";

// `npm run dev` in a copy of the tree, so the edits below never touch the real one.
let tree: TreeCopy;
let server: ChildProcess;
let baseURL: string;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  tree = copyTree();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn("npm", ["run", "dev", "--", "--port", String(port), "--host", "127.0.0.1"], {
    cwd: tree.root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited early:\n${output}`);
    if (
      await fetch(`${baseURL}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250)); // poll until it listens
  }
  throw new Error(`npm run dev did not answer within 120 s:\n${output}`);
});

test.afterAll(async () => {
  if (server.exitCode === null && server.pid) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]); // at most 5 s for it to exit
  }
  tree.remove();
});

function edit(file: string, change: (text: string) => string): void {
  const path = join(tree.root, file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
}

test("an edit to CSS or to an island shows in the open page without a reload", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${baseURL}/ponudba`);
  // The up-arrow hydrates on the page's first scroll.
  await page.waitForFunction(() => localStorage.getItem("lang") !== null, undefined, { timeout: 60_000 });
  await page.mouse.wheel(0, 400);
  await expect(page.locator("site-island[data-name='upArrow'][data-hydrated]")).toBeAttached({ timeout: 60_000 });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  appendFileSync(join(tree.root, "client/styles.css"), "\nbody { outline: 3px solid rgb(1, 2, 3); }\n");
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).outlineColor), { timeout: 30_000 }).toBe("rgb(1, 2, 3)");

  edit("shared/islands/UpArrow.tsx", (text) => text.replace("`up-arrow${", "`up-arrow hot-edited${"));
  // As long as the style sheet's edit may take: Vite transforms the island again while other specs share the two cores.
  await expect(page.locator("button.up-arrow.hot-edited")).toBeAttached({ timeout: 30_000 });

  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(problems).toEqual([]);
});

test("an edit to server code is in the next response", async ({ request }) => {
  const before = await request.get(`${baseURL}/ponudba`);
  expect(await before.text()).toContain("Celoten cenik naše ponudbe.");

  edit("locales/sl.json", (text) => text.replace("Celoten cenik naše ponudbe.", "Cenik, pravkar popravljen."));
  const page = () => request.get(`${baseURL}/ponudba`).then((response) => response.text());
  // Vite rebuilds the worker's module graph first: seconds while other specs share the two cores.
  await expect.poll(page, { timeout: 30_000 }).toContain("Cenik, pravkar popravljen.");
});

test("the editor's pages load its style sheet from its source, under the editor's policy", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${baseURL}/urejanje`);
  await expect(page.locator("link[rel=stylesheet]")).toHaveAttribute("href", "/client/editor/editor.css");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 250, 243)");
  expect(problems).toEqual([]);
});
