/**
 * `npm run check:paths`: worker/data/database-layout.ts is the one module that spells a Firestore
 * path. Anywhere else in client/, shared/, worker/, scripts/ and tests/, the check names the file
 * and line of each string or template that
 *   - starts with a collection's name and a slash ("obvestila/x", `dnevna/${date}`), or has them
 *     after the documents root (`${root}/hrana/…`, "…/documents/boni/1"),
 *   - is a collection's name given to a call that reads Firestore (`listDocuments("boni")`),
 *   - is the name of a collection that is no dataset (the audit log, the change counters), or
 *   - is a query's `collectionId`.
 * A dataset's name alone is not a path: it is also the API route, the KV key and the seed file.
 * Test files (`*.test.ts`, `*.spec.ts`) may spell paths: they state what Firestore holds, so
 * that a path changed by mistake fails them instead of agreeing with itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { COLLECTION } from "../../worker/data/database-layout";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PATHS_MODULE = "worker/data/database-layout.ts";
const FOLDERS = ["client", "shared", "worker", "scripts", "tests"];
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** The calls whose string arguments are Firestore paths: the client's, the sources' and the editor's readers. */
const READERS = new Set([
  "listDocuments",
  "getDocument",
  "runQuery",
  "listCollectionDocuments",
  "listCollection",
  "readDocument",
  "list",
  "get",
]);

const COLLECTIONS: readonly string[] = Object.values(COLLECTION);
const FIRESTORE_ONLY = new Set(COLLECTIONS.filter((name) => !(DATASET_NAMES as readonly string[]).includes(name)));
/** At the start, with or without a slash (a template's piece after `${root}`), or after the documents root; not inside an editor URL ("/urejanje/obvestila/x"). */
const IN_A_PATH = new RegExp(`(?:^/?|/documents/)(?:${COLLECTIONS.join("|")})/`);

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${folder}/${file.split("\\").join("/")}`),
  ).filter((file) => file !== PATHS_MODULE && !TEST_FILE.test(file));
}

function calleeName(call: ts.CallExpression): string {
  if (ts.isPropertyAccessExpression(call.expression)) return call.expression.name.text;
  return ts.isIdentifier(call.expression) ? call.expression.text : "";
}

function isReaderArgument(node: ts.Node): boolean {
  const parent = node.parent;
  return ts.isCallExpression(parent) && parent.arguments.some((argument) => argument === node) && READERS.has(calleeName(parent));
}

function isCollectionId(node: ts.Node): boolean {
  const parent = node.parent;
  return ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText() === "collectionId";
}

/** Why the string spells a Firestore path, or null when it does not. */
function spelling(node: ts.StringLiteralLike | ts.TemplateExpression): string | null {
  const texts = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)] : [node.text];
  if (texts.some((text) => IN_A_PATH.test(text))) return "spells a Firestore path";
  if (ts.isTemplateExpression(node)) return null;
  if (FIRESTORE_ONLY.has(node.text)) return "names a collection";
  if (COLLECTIONS.includes(node.text) && isReaderArgument(node)) return "reads a collection by its name";
  if (isCollectionId(node)) return "names a query's collection";
  return null;
}

function spellingsIn(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const why = ts.isStringLiteralLike(node) || ts.isTemplateExpression(node) ? spelling(node) : null;
    if (why !== null) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line}: ${node.getText(source)} ${why}; take it from ${PATHS_MODULE}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const found = sourceFiles().flatMap(spellingsIn);
if (found.length > 0) {
  console.error(found.join("\n"));
  process.exit(1);
}
