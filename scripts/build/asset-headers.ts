/**
 * The build step that writes dist/client/_headers: the headers Workers Static Assets gives the
 * files it serves without running the worker (wrangler.toml `run_worker_first` names what
 * still runs it). They are the worker's own security headers, so an asset is answered as if
 * the worker had sent it, with a year of caching for the files whose names carry their version.
 * Strict-Transport-Security is left to the worker's responses: it is configurable (HSTS) and
 * a browser learns it from the first page anyway.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./image-sources";
import {
  DEFAULT_POLICY,
  EMBEDDABLE_PATH_PREFIX,
  EMBEDDABLE_RESOURCE_POLICY,
  IMMUTABLE,
  STATIC_SECURITY_HEADERS,
} from "../../worker/http/response-headers";

type Rule = [pattern: string, lines: string[]];

const header = (name: string, value: string) => `${name}: ${value}`;

/** `! Name` drops what an earlier rule set, so that the later value is not appended to it. */
const replace = (name: string, value: string) => [`! ${name}`, header(name, value)];

function assetHeaderRules(): Rule[] {
  return [
    ["/*", [header("Content-Security-Policy", DEFAULT_POLICY), ...Object.entries(STATIC_SECURITY_HEADERS).map(([n, v]) => header(n, v))]],
    // Hashed scripts and style sheets, and pictures named with their content version.
    ["/assets/*", [header("Cache-Control", IMMUTABLE)]],
    ["/img/*", [header("Cache-Control", IMMUTABLE)]],
    ["/favicon.svg", [header("Cache-Control", "public, max-age=86400")]],
    [
      `${EMBEDDABLE_PATH_PREFIX}*`,
      [...replace("Cache-Control", "public, max-age=86400"), ...replace("Cross-Origin-Resource-Policy", EMBEDDABLE_RESOURCE_POLICY)],
    ],
  ];
}

function assetHeadersFile(): string {
  return assetHeaderRules()
    .map(([pattern, lines]) => [pattern, ...lines.map((line) => `  ${line}`)].join("\n"))
    .join("\n\n")
    .concat("\n");
}

writeFileSync(join(ROOT, "dist/client/_headers"), assetHeadersFile());
