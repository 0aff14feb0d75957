import { connect } from "node:net";
import { expect, test } from "@playwright/test";

/** Sends bytes that fetch() refuses to build and returns the status line's code and the headers. */
function rawRequest(baseURL: string, bytes: Buffer): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("timeout")));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const end = received.indexOf("\r\n\r\n");
      resolve({
        status: received ? Number(received.slice(9, 12)) : 0, // 0: the server hung up, which is acceptable
        head: end >= 0 ? received.slice(0, end) : received,
        body: end >= 0 ? received.slice(end + 4) : "",
      });
    });
    socket.end(bytes);
  });
}

const CASES: [string, Buffer][] = [
  [
    "non-UTF-8 bytes in the path",
    Buffer.concat([Buffer.from("GET /pon"), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from("udba HTTP/1.1\r\nHost: x\r\n\r\n")]),
  ],
  ["raw Latin-1 in the path", Buffer.from("GET /\xe8evapi HTTP/1.1\r\nHost: x\r\n\r\n", "latin1")],
  ["TRACE", Buffer.from("TRACE / HTTP/1.1\r\nHost: x\r\n\r\n")],
  ["no Host header", Buffer.from("GET /ponudba HTTP/1.1\r\n\r\n")],
  ["a header with a raw control byte", Buffer.from("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n", "latin1")],
  ["a 64 KB header", Buffer.from(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(65_536)}\r\n\r\n`)],
  ["a space in the path", Buffer.from("GET /po nudba HTTP/1.1\r\nHost: x\r\n\r\n")],
  ["HTTP/1.0 without Host", Buffer.from("GET /menu HTTP/1.0\r\n\r\n")],
  ["a body on GET", Buffer.from("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")],
];

/**
 * These never reach the worker: workerd's own HTTP layer answers them (501 for an unknown
 * method, 500 when it cannot form a URL from the target or the Host headers). On Cloudflare
 * the edge rejects them before any worker runs. What we can hold the local server to: it
 * leaks nothing, redirects nowhere and keeps serving.
 */
const REJECTED_BEFORE_THE_WORKER: [string, Buffer][] = [
  ["an unknown method", Buffer.from("FROBNICATE / HTTP/1.1\r\nHost: x\r\n\r\n")],
  ["an absolute-form target for another host", Buffer.from("GET http://evil.example/menu HTTP/1.1\r\nHost: evil.example\r\n\r\n")],
  ["two Host headers", Buffer.from("GET /menu HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n")],
];

const STACK_TRACE = /\bat \S+ \(|\.c\+\+|node_modules|\/work\//;

test.describe("raw HTTP requests", () => {
  for (const [name, bytes] of REJECTED_BEFORE_THE_WORKER) {
    test(`${name}: answered by the runtime without leaking anything, and the site keeps serving`, async ({ baseURL }) => {
      const { head, body } = await rawRequest(baseURL ?? "", bytes);
      expect(head).not.toMatch(/\r\nlocation:/i);
      expect(body).not.toMatch(STACK_TRACE);
      expect((await fetch(`${baseURL}/ponudba`)).status).toBe(200);
    });
  }

  for (const [name, bytes] of CASES) {
    test(`${name}: no 5xx and no redirect off the site`, async ({ baseURL }) => {
      const { status, head, body } = await rawRequest(baseURL ?? "", bytes);
      expect(status).toBeLessThan(500);
      expect(body).not.toMatch(STACK_TRACE);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1];
      if (location) expect(location).toMatch(/^\/(?![/\\])/);
    });
  }
});
