import { describe, expect, it } from "vitest";
import { FORM_LIMIT_BYTES } from "../../../worker/editor/ui/form-values";
import { formFields } from "../../support/editor-forms";
import { editorEnv, ORIGIN, text, useOwnersEditor } from "../editor-owner";
import { call } from "../firestore-env";
import { shownPage } from "../fetch";

const { page, post, stored, commits } = useOwnersEditor();

/** Every address in the editor that takes a form (a photo upload has its own limit: tests/worker/photos/photo-upload-limits.test.ts). */
const FORM_ROUTES = [
  "/obvestila/nov",
  "/obvestila/praznicni-urnik",
  "/urnik",
  "/meni/vrstni-red",
  "/meni/doplacilo",
  "/meni/cjediNaZaru/nov",
  "/meni/cjediNaZaru/4",
  "/malica/2030-01-08",
  "/razveljavi",
];

const LANGS = [
  {
    base: "/urejanje",
    lang: "sl",
    heading: "Obrazec je prevelik",
    words: "Nič ni shranjeno: obrazec je daljši, kot ga urejanje sprejme (64 KB",
  },
  {
    base: "/en/urejanje",
    lang: "en",
    heading: "The form is too large",
    words: "Nothing was saved: the form is longer than the editor accepts (64 KB",
  },
] as const;

/** A form body that never ends, counting what the worker pulls from it: 16 KB of a notice's text at a time. */
function endlessForm(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const start = new TextEncoder().encode("intent=save&msg=");
  const chunk = new TextEncoder().encode("%C5%BE".repeat((16 * 1024) / 6));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = pulled === 0 ? start : chunk;
        pulled += next.byteLength;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function postStream(path: string, body: ReadableStream<Uint8Array>, length?: number): Promise<Response> {
  const headers = new Headers({ Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" });
  if (length !== undefined) headers.set("Content-Length", String(length));
  return call(path, { method: "POST", body, headers }, editorEnv);
}

describe("every editor form is read only up to its limit", () => {
  for (const { base, lang, heading, words } of LANGS) {
    it(`a form stating more than ${FORM_LIMIT_BYTES / 1024} KB gets the editor's 413 page (${lang}) on every route, before a byte is read`, async () => {
      for (const route of FORM_ROUTES) {
        const body = endlessForm();
        const response = await postStream(`${base}${route}`, body.stream, FORM_LIMIT_BYTES + 1);
        expect(response.status, route).toBe(413);
        expect(response.headers.get("Content-Type"), route).toBe("text/html; charset=UTF-8");
        const shown = shownPage(await response.text());
        expect(shown.lang, route).toBe(lang);
        expect(shown.heading, route).toBe(heading);
        expect(shown.text, route).toContain(words);
        expect(body.pulled(), route).toBe(0);
      }
      expect(commits()).toBe(0);
    });
  }

  it("a form sent without a stated length (chunked) is read up to the limit and refused there with 413", async () => {
    const body = endlessForm();
    const response = await postStream("/urejanje/obvestila/nov", body.stream);
    expect(response.status).toBe(413);
    expect(shownPage(await response.text()).heading).toBe("Obrazec je prevelik");
    // Up to the chunk that crossed the limit, and not a chunk more.
    expect(body.pulled()).toBeGreaterThan(FORM_LIMIT_BYTES);
    expect(body.pulled()).toBeLessThanOrEqual(FORM_LIMIT_BYTES + 16 * 1024);
    expect(commits()).toBe(0);
  });

  it("a chunked form within the limit is read whole and saved", async () => {
    const form = formFields(await page("/urejanje/obvestila/praznicni-urnik"), "/urejanje/obvestila/praznicni-urnik");
    const bytes = new TextEncoder().encode(new URLSearchParams({ ...form, msg: "<p>Poslano po kosih</p>", intent: "save" }).toString());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    expect((await postStream("/urejanje/obvestila/praznicni-urnik", stream)).status).toBe(303);
    expect(stored("obvestila/praznicni-urnik")?.msg).toBe("<p>Poslano po kosih</p>");
  });

  it("a notice as long as a long one gets (a page of Slovenian text) saves; one past the limit is refused and nothing is stored", async () => {
    const path = "/urejanje/obvestila/praznicni-urnik";
    const form = formFields(await page(path), path);
    const before = stored("obvestila/praznicni-urnik");
    const long = `<p>${"Zaradi prenove kuhinje bo restavracija zaprta, čevapčiči pa bodo spet na žaru kmalu. ".repeat(40)}</p>`;
    expect(new URLSearchParams({ ...form, msg: long }).toString().length).toBeGreaterThan(4 * 1024);
    expect((await post(path, { ...form, msg: long, intent: "save" })).status).toBe(303);

    const again = formFields(await page(path), path);
    const tooLong = "ž".repeat(FORM_LIMIT_BYTES / 6 + 1);
    const refused = await post(path, { ...again, msg: tooLong, intent: "save" });
    expect(refused.status).toBe(413);
    expect(text(await refused.text())).toContain("skrajšajte besedilo");
    expect(stored("obvestila/praznicni-urnik")?.msg).toBe(long);
    expect(stored("obvestila/praznicni-urnik")?.msg).not.toBe(before?.msg);
  });
});
