import info from "../../dist/build-info.json";

/** Written by the client build (vite.config.ts): the hashed entry files and the build stamp. */
export interface BuildInfo {
  stamp: string;
  /** YYYY-MM-DD of the last commit that changed page content. */
  contentDate: string;
  script: string;
  css: string[];
  preload: string[];
  /** The chunks the entry imports dynamically (React DOM, the islands) with their own imports. */
  islandsRuntime: string[];
  /** The SRI digest ("sha384-…") of every script and style sheet of the build, by path. */
  integrity: Record<string, string>;
  /** The editor's own script and style sheet, which no public page loads. */
  editor: EditorBuild;
  /** Set only by the dev server's build info (scripts/dev/vite-dev.ts), never by a build. */
  devServer?: true;
}

/** The editor's files (client/editor), built apart from the pages' (vite.config.ts). */
export interface EditorBuild {
  script: string;
  css: string;
  /** Their SRI digests by path; empty under the dev server. */
  integrity: Record<string, string>;
}

export const BUILD: BuildInfo = info;
