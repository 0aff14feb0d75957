import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../../shared/menu/photo";
import { call, firestoreEnv, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();

/** The owner on the local editor, the fake Firestore behind it. */
const ownerEnv: Env = { ...firestoreEnv, EDITOR_LOCAL_IDENTITY: "lastnik@localhost" };
const ORIGIN = "http://127.0.0.1:8787";
const BOUNDARY = "----photo-upload-boundary";

/** How a multipart form with a photo starts; the rest is whatever the stream sends. */
const FORM_START = new TextEncoder().encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="IMG_0001.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);

/** A body that never ends, counting what the worker pulls from it: 64 KB of a JPEG's bytes at a time. */
function endlessBody(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0xff);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = pulled === 0 ? FORM_START : chunk;
        pulled += next.byteLength;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function upload(path: string, body: ReadableStream<Uint8Array>, length?: number): Promise<Response> {
  const headers = new Headers({ Origin: ORIGIN, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` });
  if (length !== undefined) headers.set("Content-Length", String(length));
  return call(path, { method: "POST", body, headers }, ownerEnv);
}

async function storedObjects(): Promise<number> {
  return (await env.PHOTOS.list()).objects.length;
}

/** The photo form's message, as the owner reads it beside the file field. */
function photoError(html: string): string | undefined {
  return /<p[^>]* id="f-photo-error"[^>]*>([^<]*)</.exec(html)?.[1];
}

describe("an upload is bounded before it is read", () => {
  it("a form within its stated length is read whole: its file is inspected and its alt text kept", async () => {
    const form = new FormData();
    form.set("alt", "Čevapi z lepinjo");
    form.set("photo", new File(["just some words"], "jed.jpg", { type: "image/jpeg" }));
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    // As a browser sends a form: its length stated.
    const headers = { Origin: ORIGIN, "Content-Type": encoded.headers.get("Content-Type") ?? "", "Content-Length": String(bytes.length) };
    const response = await call("/urejanje/meni/cjediNaZaru/1/foto", { method: "POST", body: bytes, headers }, ownerEnv);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(photoError(html)).toContain("ni fotografija");
    expect(html).toContain('value="Čevapi z lepinjo"');
  });

  it("without Content-Length (sent chunked) is refused with 411 before a byte is read, in the owner's words", async () => {
    await env.PHOTOS.put("variants/1-0123456789-400.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    const objects = await storedObjects();
    const writes = () => fake().requests.filter((request) => request.startsWith("POST") && request.endsWith(":commit")).length;

    for (const [path, words] of [
      ["/urejanje/meni/cjediNaZaru/1/foto", "Pošiljka ni povedala svoje prave velikosti"],
      ["/en/urejanje/meni/cjediNaZaru/1/foto", "The upload did not state its true size"],
    ] as const) {
      const body = endlessBody();
      const response = await upload(path, body.stream);
      expect(response.status, path).toBe(411);
      expect(photoError(await response.text()), path).toContain(words);
      expect(body.pulled(), path).toBe(0);
    }
    expect(await storedObjects()).toBe(objects);
    expect(writes()).toBe(0);
  });

  it("stating more than the limit is refused with 413 before a byte is read", async () => {
    const objects = await storedObjects();
    const body = endlessBody();
    const response = await upload("/urejanje/meni/cjediNaZaru/1/foto", body.stream, MAX_PHOTO_BYTES + 1024 * 1024);
    expect(response.status).toBe(413);
    expect(photoError(await response.text())).toContain("večja od 15 MB");
    expect(body.pulled()).toBe(0);
    expect(await storedObjects()).toBe(objects);
  });

  it("a body that runs past its stated length is cut off there and refused with 413", async () => {
    const objects = await storedObjects();
    const stated = 1024 * 1024;
    const body = endlessBody();
    const response = await upload("/en/urejanje/meni/cjediNaZaru/1/foto", body.stream, stated);
    expect(response.status).toBe(413);
    expect(photoError(await response.text())).toContain("The upload did not state its true size");
    // Read up to the chunk that crossed the stated length, and not a chunk more.
    expect(body.pulled()).toBeGreaterThan(stated);
    expect(body.pulled()).toBeLessThanOrEqual(stated + 64 * 1024);
    expect(await storedObjects()).toBe(objects);
  });
});
