/**
 * The MDN HTTP Observatory (@mdn/mdn-http-observatory), the scanner behind the public
 * Observatory, run on the site. It is not a dependency of the project (one of its own pulls a
 * certificate bundle from the network at install), so it is installed on demand into
 * node_modules/.cache/observatory without install scripts, with an empty HSTS preload list.
 * The scanner wants https on port 443 and http on port 80 of the host it scans: the site is put
 * behind a local TLS proxy on a loopback address of its own, with a throwaway CA that the
 * scanner trusts through NODE_EXTRA_CA_CERTS, and port 80 answers 301 to https as the zone's
 * "Always Use HTTPS" does.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { table, type BudgetLine } from "./report";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const VERSION = "1.4.8";
const CACHE = resolve(ROOT, "node_modules/.cache/observatory");
const PACKAGE = join(CACHE, "node_modules/@mdn/mdn-http-observatory");
/** A loopback address of its own, so that ports 80 and 443 are free whatever else runs on 127.0.0.1. */
const OBSERVATORY_HOST = "127.0.88.51";

interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

export interface ObservatoryResult {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: Record<string, ObservatoryTest>;
}

function ensureScanner(): void {
  const installed =
    existsSync(join(PACKAGE, "package.json")) && JSON.parse(readFileSync(join(PACKAGE, "package.json"), "utf8")).version === VERSION;
  if (!installed) {
    execFileSync(
      "npm",
      ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--prefix", CACHE, `@mdn/mdn-http-observatory@${VERSION}`],
      { stdio: "inherit" },
    );
  }
  // Its install script would download the preload list; a site on the list is graded on that alone.
  writeFileSync(join(PACKAGE, "conf/hsts-preload.json"), "{}");
}

/** A CA and a certificate for the proxy's address signed by it, in a temporary folder. */
function throwawayCertificates(dir: string): { ca: string; key: string; cert: string } {
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=Bench throwaway CA",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
  );
  openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", `/CN=${OBSERVATORY_HOST}`, "-keyout", "site.key", "-out", "site.csr");
  writeFileSync(join(dir, "site.ext"), `subjectAltName=IP:${OBSERVATORY_HOST}\nextendedKeyUsage=serverAuth\n`);
  openssl(
    "x509",
    "-req",
    "-in",
    "site.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "1",
    "-extfile",
    "site.ext",
    "-out",
    "site.pem",
  );
  return { ca: join(dir, "ca.pem"), key: readFileSync(join(dir, "site.key"), "utf8"), cert: readFileSync(join(dir, "site.pem"), "utf8") };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, OBSERVATORY_HOST, () => done());
  });
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}

/** Scans the site at `origin` (plain http on loopback) as if it were served over https. */
export async function runObservatory(origin: string): Promise<ObservatoryResult> {
  ensureScanner();
  const dir = mkdtempSync(join(tmpdir(), "observatory-"));
  const { ca, key, cert } = throwawayCertificates(dir);
  const upstream = new URL(origin);
  const proxy = createHttpsServer({ key, cert }, (req, res) => {
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  const redirect = createHttpServer((req, res) => res.writeHead(301, { Location: `https://${OBSERVATORY_HOST}${req.url ?? "/"}` }).end());
  try {
    await listen(proxy, 443);
    await listen(redirect, 80);
    // Its CLI wrapper would replace NODE_EXTRA_CA_CERTS with the bundle it failed to download:
    // the scan runs directly. Asynchronously, because the proxy answering it runs in this process.
    const { stdout: output } = await promisify(execFile)(process.execPath, [join(PACKAGE, "src/scan.js"), OBSERVATORY_HOST], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
      encoding: "utf8",
    });
    const parsed = JSON.parse(output) as { error?: string; scan?: ObservatoryResult; tests?: Record<string, ObservatoryTest> };
    if (!parsed.scan || !parsed.tests) throw new Error(`The Observatory failed: ${parsed.error ?? output}`);
    return { ...parsed.scan, tests: parsed.tests };
  } finally {
    await Promise.all([close(proxy), close(redirect)]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The most a site can score without the HSTS preload list, with every test passing. */
const OBSERVATORY_BUDGET = 135;

export function observatoryBudget(result: ObservatoryResult): BudgetLine {
  const failing = Object.entries(result.tests).filter(([, test]) => !test.pass);
  return {
    name: "HTTP Observatory (behind a local TLS proxy)",
    limit: `≥ ${OBSERVATORY_BUDGET}, every test passing`,
    measured: `${result.grade}, ${result.score}, ${result.testsPassed} of ${result.testsQuantity} passing`,
    met: result.score >= OBSERVATORY_BUDGET && failing.length === 0,
  };
}

export function observatorySection(result: ObservatoryResult): string {
  return [
    `## HTTP Observatory: ${result.grade}, ${result.score}`,
    "",
    `@mdn/mdn-http-observatory ${VERSION} on the site behind a TLS proxy with a throwaway CA, port 80 answering 301 to https; an empty HSTS preload list.`,
    "",
    table(
      ["test", "pass", "result", "score"],
      Object.entries(result.tests).map(([name, test]) => [name, test.pass ? "yes" : "NO", test.result, String(test.scoreModifier)]),
    ),
  ].join("\n");
}
