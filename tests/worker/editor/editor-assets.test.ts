import { describe, expect, it } from "vitest";
import build from "../../../dist/build-info.json";
import { get } from "../fetch";
import { call, firestoreEnv, useFakeFirestore } from "../firestore-env";

/** The editor on the (fake) emulator, signed in as the local identity: its pages load the script. */
const localEditor: Env = { ...firestoreEnv, EDITOR_LOCAL_IDENTITY: "lastnik@localhost" };

useFakeFirestore();

async function sri(response: Response): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-384", await response.arrayBuffer());
  return `sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/** The path and the integrity attribute of the tag whose first attributes `opening` matches. */
function tag(html: string, opening: RegExp): { path: string; integrity: string | undefined } {
  const element = new RegExp(`<${opening.source}="(/assets/[^"]+)"([^>]*)>`).exec(html);
  expect(element, opening.source).not.toBeNull();
  return { path: element?.[1] ?? "", integrity: /integrity="([^"]+)"/.exec(element?.[2] ?? "")?.[1] };
}

describe("the editor's script and style sheet", () => {
  it.each(["/urejanje", "/urejanje/urnik", "/en/urejanje/meni"])(
    "%s loads them from the build with integrity, and they answer 200 with their type",
    async (page) => {
      const response = await call(page, {}, localEditor);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self'; .*style-src 'self';/);
      const html = await response.text();
      const files = [
        { ...tag(html, /script type="module" src/), type: /^text\/javascript/ },
        { ...tag(html, /link rel="stylesheet" href/), type: /^text\/css/ },
      ];
      expect(files.map((file) => file.path)).toEqual([build.editor.script, build.editor.css]);
      for (const { path, integrity, type } of files) {
        const file = await get(path);
        expect(file.status, path).toBe(200);
        expect(file.headers.get("content-type"), path).toMatch(type);
        expect(file.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
        expect(integrity, path).toBe(await sri(file));
      }
    },
  );

  it("are nowhere on the public pages, in their import map or in the service worker's precache", async () => {
    const editorFiles = [build.editor.script, build.editor.css];
    expect(Object.keys(build.integrity)).not.toEqual(expect.arrayContaining([build.editor.script]));
    for (const path of ["/", "/ponudba", "/en/ponudba", "/o-nas", "/sw.js"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const body = await response.text();
      for (const file of editorFiles) expect(body, path).not.toContain(file);
    }
  });

  it("are no longer answered at the editor's old paths", async () => {
    for (const path of ["/urejanje/editor.js", "/urejanje/editor.css"]) {
      expect((await call(path, {}, localEditor)).status, path).toBe(404);
    }
  });
});
