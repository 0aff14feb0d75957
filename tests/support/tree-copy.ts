import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Tool caches that would be shared with the tree's own runs if node_modules were linked whole. */
const UNSHARED = new Set([".vite", ".cache"]);

export interface TreeCopy {
  root: string;
  remove(): void;
}

/**
 * The repository's files as they are now (git's tracked and untracked files, not the ignored
 * ones) in a temporary folder, with node_modules' packages linked: a test can change any file
 * there and run the tools without touching the tree. `keep` leaves out the files a test's tools do not read.
 */
export function copyTree(keep: (file: string) => boolean = () => true): TreeCopy {
  const root = mkdtempSync(join(tmpdir(), "grill-tree-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  for (const file of files.split("\0").filter((file) => file && keep(file))) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    try {
      copyFileSync(join(ROOT, file), join(root, file));
    } catch (error) {
      // A tracked file deleted in the working tree is not part of it.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  mkdirSync(join(root, "node_modules"));
  for (const entry of readdirSync(join(ROOT, "node_modules"))) {
    if (!UNSHARED.has(entry)) symlinkSync(join(ROOT, "node_modules", entry), join(root, "node_modules", entry));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
