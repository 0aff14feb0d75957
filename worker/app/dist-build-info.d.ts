// dist/build-info.json is written by the client build (vite.config.ts); until the first build, its type is declared here.
declare module "*/dist/build-info.json" {
  const info: import("./build-info").BuildInfo;
  export default info;
}
