/**
 * The architecture's rules (`npm run check:arch`). A rule's name and comment are what a
 * violation prints, beside the importing file and the import.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "client-not-to-worker",
      comment: "The browser's code never imports the edge server's (client/ → worker/).",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^worker/" },
    },
    {
      name: "shared-not-to-worker-or-client",
      comment: "shared/ runs on both sides, so it imports neither worker/ nor client/.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(worker|client)/" },
    },
    {
      name: "no-cycles",
      comment: "No import cycles, type-only imports included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "islands-declared-in-registry",
      comment:
        "An island component is imported only by shared/islands/registry.ts, the one place islands are declared (tests may import one to test it).",
      severity: "error",
      from: { pathNot: "^(shared/islands/registry\\.ts|tests/)" },
      to: { path: "^shared/islands/[A-Z][^/]*\\.tsx$", pathNot: "^shared/islands/Island\\.tsx$" },
    },
    {
      name: "hydration-through-registry",
      comment: "The browser finds islands through the registry: of shared/islands/ it imports only registry.ts and island-element.ts.",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^shared/islands/", pathNot: "^shared/islands/(registry|island-element)\\.ts$" },
    },
    {
      name: "one-hydration-root",
      comment:
        "Only client/hydrate-island.ts hydrates (react-dom/client), so nothing becomes interactive outside the registry; client/islands.ts only loads it ahead, to evaluate React DOM in a task of its own.",
      severity: "error",
      from: { pathNot: "^client/(hydrate-island|islands)\\.ts$" },
      to: { path: "^node_modules/react-dom/client" },
    },
    {
      name: "deployed-code-not-to-scripts",
      comment:
        "scripts/ holds the Node commands of developers and the operator: nothing that deploys (worker/, shared/, client/) imports them.",
      severity: "error",
      from: { path: "^(worker|shared|client)/" },
      to: { path: "^scripts/" },
    },
    {
      name: "editor-sections-apart",
      comment:
        "An editor section (worker/editor/<section>/) imports the kit (worker/editor/ui/) and the editor's shared modules, never another section: what two sections share belongs in the kit.",
      severity: "error",
      from: { path: "^worker/editor/([^/]+)/", pathNot: "^worker/editor/ui/" },
      to: { path: "^worker/editor/[^/]+/", pathNot: "^worker/editor/($1|ui)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    includeOnly: "^(client|shared|worker|scripts|locales|tests|node_modules)/|^vite\\.config\\.ts$",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    reporterOptions: {
      mermaid: { minify: false },
    },
  },
};
