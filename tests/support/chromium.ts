import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

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

function found(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * Debian's Chromium: found, or installed with apt when we are root, or a one-line
 * explanation of what to install. Playwright's own browser download cannot work here.
 */
export function chromiumPath(): string {
  const existing = found();
  if (existing) return existing;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get …");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = found();
    if (installed) return installed;
  }
  throw new Error("Chromium not found: run `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.");
}
