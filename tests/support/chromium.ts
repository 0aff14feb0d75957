import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's packages: the whole browser, and Chromium's old headless mode on its own. */
const BROWSER = { package: "chromium", paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser"] };
const HEADLESS_SHELL = { package: "chromium-headless-shell", paths: ["/usr/bin/chromium-headless-shell"] };

/** Headless, offline-friendly (no background network, updates or sync), no sandbox (we run as root in CI). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function found(paths: readonly string[]): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return paths.find((path) => existsSync(path));
}

/**
 * The Debian package's binary: found, or installed with apt when we are root, or a one-line
 * explanation of what to install. Playwright's own browser download cannot work here.
 */
function debianChromium({ package: name, paths }: typeof BROWSER): string {
  const existing = found(paths);
  if (existing) return existing;
  if (process.getuid?.() === 0) {
    console.log(`${name} is missing: installing Debian's ${name} with apt-get …`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", name], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = found(paths);
    if (installed) return installed;
  }
  throw new Error(`${name} not found: run \`apt-get install -y ${name}\` (Debian) or set CHROMIUM_PATH.`);
}

/** The whole browser, as a visitor runs it: what the benchmarks measure. */
export function chromiumPath(): string {
  return debianChromium(BROWSER);
}

/**
 * What the browser tests run: the same Chromium's engine without the whole browser's compositor
 * and GPU processes around it, as Playwright itself runs headless tests. On two cores it runs the
 * page checks in about two thirds of the whole browser's time (docs/testing.md).
 */
export function testChromiumPath(): string {
  return debianChromium(HEADLESS_SHELL);
}
