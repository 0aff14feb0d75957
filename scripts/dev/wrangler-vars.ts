import { readFileSync } from "node:fs";

const WRANGLER_TOML = new URL("../../wrangler.toml", import.meta.url);

/** The `[vars]` of wrangler.toml (flat `KEY = "value"` lines), as the worker receives them. */
export function wranglerVars(): Record<string, string> {
  const vars: Record<string, string> = {};
  let inVars = false;
  for (const line of readFileSync(WRANGLER_TOML, "utf8").split("\n")) {
    const section = /^\s*\[+([^\]]+)\]+\s*$/.exec(line);
    if (section) inVars = section[1]?.trim() === "vars";
    const pair = inVars ? /^\s*([A-Z0-9_]+)\s*=\s*"([^"]*)"/.exec(line) : null;
    const [, name, value] = pair ?? [];
    if (name !== undefined && value !== undefined) vars[name] = value;
  }
  return vars;
}
