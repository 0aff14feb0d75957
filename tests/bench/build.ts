import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "vite";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const CLIENT_DIR = `${ROOT}dist/client`;
const BUILD_INFO = `${ROOT}dist/build-info.json`;
const IMAGE_BUILD = "scripts/build/images.ts";

export interface BuiltSite {
  stamp: string;
  script: string;
  css: string[];
  preload: string[];
  editor: { script: string; css: string };
}

/** One source of code in a chunk: a package from node_modules, or a folder of this project. */
export interface ChunkPart {
  source: string;
  /** Rendered length before minification (rolldown's renderedLength), summed over its modules. */
  bytes: number;
  /** gzip of that rendered code, all its modules together. */
  gzip: number;
  modules: number;
}

export interface ChunkComposition {
  file: string;
  kind: "entry" | "static import" | "dynamic import";
  parts: ChunkPart[];
}

export interface Build {
  site: BuiltSite;
  /** Null when the build was skipped (--no-build). */
  chunks: ChunkComposition[] | null;
}

function sourceOf(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1]!;
  const relative = id.replace(/\0/g, "").replace(ROOT, "").split("?")[0]!;
  return relative.includes("/") ? `${relative.split("/")[0]}/` : relative;
}

/** Reads what each chunk is made of as the bundle is written; changes nothing. */
function chunkComposition(sink: ChunkComposition[]): Plugin {
  return {
    name: "bench-chunk-composition",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const parts = new Map<string, ChunkPart & { code: string[] }>();
        for (const [id, module] of Object.entries(chunk.modules)) {
          const source = sourceOf(id);
          const part = parts.get(source) ?? { source, bytes: 0, gzip: 0, modules: 0, code: [] };
          part.bytes += module.renderedLength;
          part.modules += 1;
          part.code.push(module.code ?? "");
          parts.set(source, part);
        }
        sink.push({
          file: `/${chunk.fileName}`,
          kind: chunk.isEntry ? "entry" : chunk.isDynamicEntry ? "dynamic import" : "static import",
          parts: [...parts.values()]
            .map(({ code, ...part }) => ({ ...part, gzip: gzipSync(code.join("\n")).byteLength }))
            .sort((a, b) => b.gzip - a.gzip),
        });
      }
    },
  };
}

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with status ${result.status}`);
}

function builtSite(): BuiltSite {
  return JSON.parse(readFileSync(BUILD_INFO, "utf8")) as BuiltSite;
}

/**
 * A fresh production build: `vite build` with the project's own config (through vite's API,
 * so that a read-only plugin can list what each chunk is made of), then the pictures (the
 * vite build empties dist/client; the image build's `--build` step copies them back and
 * refuses a stale manifest).
 */
async function freshBuild(): Promise<Build> {
  const chunks: ChunkComposition[] = [];
  console.log("$ vite build (production)");
  await build({ root: ROOT, mode: "production", logLevel: "warn", plugins: [chunkComposition(chunks)] });
  if (existsSync(`${ROOT}${IMAGE_BUILD}`)) run("npx", ["tsx", IMAGE_BUILD, "--build"]);
  return { site: builtSite(), chunks };
}

/** `--no-build` reuses dist/ as it is (for quick reruns); the report says so. */
export async function buildUnlessSkipped(): Promise<Build> {
  if (!process.argv.includes("--no-build")) return freshBuild();
  if (!existsSync(BUILD_INFO)) throw new Error("--no-build, but there is no dist/build-info.json: build first");
  return { site: builtSite(), chunks: null };
}
