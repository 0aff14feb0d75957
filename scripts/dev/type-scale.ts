/**
 * `npm run check:type-scale`: every font size in the screen styles (client/*.css) is a step of
 * the type scale that client/styles.css defines (`var(--text-…)`) or relative to its parent
 * (`em`), and every font weight is 400, 600 or 700. Print styles (`@media print`) keep their
 * own sizes in pt. Prints each stray declaration with its file and line, and fails if any.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const STYLES = join(ROOT, "client");
const SCALE_FILE = join(STYLES, "styles.css");
const WEIGHTS = new Set(["400", "600", "700", "inherit"]);

/** The text with every `@media print { … }` block blanked out (its newlines kept, so lines still count). */
function withoutPrint(css: string): string {
  let out = css;
  for (let start = out.indexOf("@media print"); start >= 0; start = out.indexOf("@media print", start + 1)) {
    let depth = 0;
    let end = out.indexOf("{", start);
    do {
      if (out[end] === "{") depth++;
      if (out[end] === "}") depth--;
      end++;
    } while (depth > 0 && end < out.length);
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, " ") + out.slice(end);
  }
  return out;
}

/** Each `property: value` declaration in the text: where it starts, and its value trimmed. */
function declarations(css: string, property: string): { index: number; value: string }[] {
  return [...css.matchAll(new RegExp(`${property}:\\s*([^;}]+)`, "g"))].map((match) => ({
    index: match.index,
    value: (match[1] ?? "").trim(),
  }));
}

function strays(file: string, css: string, steps: ReadonlySet<string>): string[] {
  const screen = withoutPrint(css);
  const at = (index: number) => `${relative(ROOT, file)}:${css.slice(0, index).split("\n").length}`;
  const onScale = (value: string) => steps.has(/^var\((--text-[a-z0-9-]+)\)$/.exec(value)?.[1] ?? "") || /^[\d.]+em$/.test(value);
  return [
    ...declarations(screen, "font-size")
      .filter(({ value }) => !onScale(value))
      .map(({ index, value }) => `${at(index)}: font-size ${value} is not a step of the type scale`),
    ...declarations(screen, "font-weight")
      .filter(({ value }) => !WEIGHTS.has(value))
      .map(({ index, value }) => `${at(index)}: font-weight ${value} is not 400, 600 or 700`),
  ];
}

const steps = new Set([...readFileSync(SCALE_FILE, "utf8").matchAll(/(--text-[a-z0-9-]+):/g)].flatMap((match) => match.slice(1, 2)));
const files = readdirSync(STYLES)
  .filter((name) => name.endsWith(".css"))
  .map((name) => join(STYLES, name));
const found = files.flatMap((file) => strays(file, readFileSync(file, "utf8"), steps));
if (found.length > 0) {
  console.error(`${found.join("\n")}\nUse a step of the type scale in client/styles.css (--text-…), or add one there.`);
  process.exit(1);
}
console.log(`type scale: ${files.length} stylesheets, ${steps.size} steps, every size and weight on the scale`);
