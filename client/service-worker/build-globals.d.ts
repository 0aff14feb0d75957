/** Written into the worker by the build (vite.config.ts): the build's stamp and the build files the install stores. */
declare const __SW_BUILD__: { stamp: string; precache: string[] };
