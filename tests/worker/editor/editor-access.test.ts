import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD } from "../../../worker/app/build-info";
import { XSS_PAYLOADS } from "../../fixtures/xss-payloads";
import { shownPage } from "../fetch";
import { call, firestoreEnv, useFakeFirestore } from "../firestore-env";

const TEAM = "https://grill.cloudflareaccess.com";
const AUD = "editor-audience-tag";
const OWNER = "lastnik@grill.si";
const ORIGIN = "http://127.0.0.1:8787";

/** Production's editor: Firestore (the fake), Access and the allowlist. */
const accessEnv: Env = {
  ...firestoreEnv,
  ACCESS_TEAM_DOMAIN: TEAM,
  ACCESS_AUD: AUD,
  EDITOR_EMAILS: `${OWNER}, druga@grill.si`,
};

const fake = useFakeFirestore();

let teamKey: CryptoKey;
let strangerKey: CryptoKey;
let jwks: { keys: unknown[] };

beforeAll(async () => {
  const team = await generateKeyPair("RS256", { extractable: true });
  teamKey = team.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  jwks = { keys: [{ ...(await exportJWK(team.publicKey)), kid: "team-key", alg: "RS256", use: "sig" }] };
});

// The team's key set stands in for Access at its certs address; everything else goes to the fake Firestore.
beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new Request(input, init).url;
    if (url === `${TEAM}/cdn-cgi/access/certs`) return Response.json(jwks);
    return fake().fetch(input, init);
  });
});

interface TokenOptions {
  email?: string;
  key?: CryptoKey;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
}

function token({
  email = OWNER,
  key = teamKey,
  audience = AUD,
  issuer = TEAM,
  expiresAt = Math.floor(Date.now() / 1000) + 300,
}: TokenOptions = {}) {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "RS256", kid: "team-key" })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(expiresAt - 600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

async function asEditor(path: string, options: TokenOptions = {}, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cf-Access-Jwt-Assertion", await token(options));
  return call(path, { ...init, headers }, accessEnv);
}

function post(fields: Record<string, string>, origin = ORIGIN): RequestInit {
  return {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
  };
}

describe("who may open the editor", () => {
  it("someone on the allowlist with Access's token gets the editor, in either language", async () => {
    const response = await asEditor("/urejanje/obvestila");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain(`Prijavljeni kot ${OWNER}`);
    expect(html).toContain("Študentske bone unovčite");
    expect(await (await asEditor("/en/urejanje/urnik")).text()).toContain("Weekly hours");
  });

  it.each<[string, TokenOptions | null]>([
    ["no token", null],
    ["a token signed by another key", { key: null as unknown as CryptoKey }],
    ["an expired token", { expiresAt: Math.floor(Date.now() / 1000) - 60 }],
    ["a token for another application", { audience: "someone-elses-app" }],
    ["a token from another team", { issuer: "https://other.cloudflareaccess.com" }],
    ["an e-mail not on the allowlist", { email: "gost@example.com" }],
  ])("%s gets 403, on a page and on a write", async (_case, options) => {
    const resolved = options && { ...options, ...(options.key === null && { key: strangerKey }) };
    const open = resolved ? await asEditor("/urejanje", resolved) : await call("/urejanje", {}, accessEnv);
    expect(open.status).toBe(403);
    const write = resolved
      ? await asEditor("/urejanje/urnik", resolved, post({ intent: "save" }))
      : await call("/urejanje/urnik", post({ intent: "save" }), accessEnv);
    expect(write.status).toBe(403);
    expect(fake().requests.filter((request) => request.includes(":commit"))).toEqual([]);
  });

  it("is not there at all when nothing configures it (404)", async () => {
    for (const path of ["/urejanje", "/urejanje/obvestila", "/en/urejanje/meni"]) {
      expect((await call(path)).status).toBe(404);
    }
  });

  it("serves the local identity to loopback requests only", async () => {
    const localEmulator = { ...firestoreEnv, EDITOR_LOCAL_IDENTITY: "lastnik@localhost" };
    expect((await call("/urejanje", {}, localEmulator)).status).toBe(200);
    for (const client of ["203.0.113.9", "2001:db8::1"]) {
      expect((await call("/urejanje", { headers: { "CF-Connecting-IP": client } }, localEmulator)).status).toBe(403);
    }
    expect((await call("/urejanje", { headers: { "CF-Connecting-IP": "::1" } }, localEmulator)).status).toBe(200);
  });

  it("on the embedded seed shows the data read-only and says how to try editing; writes are refused", async () => {
    const seedEnv: Env = { ...env, FIRESTORE_PROJECT_ID: "" };
    const html = await (await call("/urejanje/meni", {}, seedEnv)).text();
    expect(html).toContain("npm run start:firestore");
    expect(html).toContain("Hišni burger");
    expect(html).not.toContain('method="post"');
    const item = await (await call("/urejanje/meni/aburgerji/11", {}, seedEnv)).text();
    expect(item).toContain('value="Hišni burger"');
    expect(item).not.toContain('type="submit"');
    expect((await call("/urejanje/meni/aburgerji/11", post({ name: "Burger", price: "1" }), seedEnv)).status).toBe(403);
  });
});

describe("writes", () => {
  it("from another origin, or without one, are refused (403)", async () => {
    expect((await asEditor("/urejanje/urnik", {}, post({ intent: "save" }, "https://evil.example"))).status).toBe(403);
    const noOrigin = await asEditor("/urejanje/urnik", {}, { method: "POST", body: new URLSearchParams({ intent: "save" }) });
    expect(noOrigin.status).toBe(403);
  });

  it("hostile notice HTML is sanitized in the preview, and the owner is told what was removed", async () => {
    const response = await asEditor(
      "/en/urejanje/obvestila/nov",
      {},
      post({ msg: `<p>Hi</p>${XSS_PAYLOADS.join("")}`, kind: "guest", intent: "preview" }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const preview = html.slice(html.indexOf('class="preview"'), html.indexOf('<ul class="cards">'));
    const shown = preview.slice(preview.indexOf('<div class="notice-preview">'));
    expect(shown).toMatch(/^<div class="notice-preview"><p>Hi<\/p>/);
    expect(shown).not.toMatch(/<script|<img|<svg|<iframe|<style|onerror|onload|onclick|onmouseover="|javascript:|data:text/i);
    expect(preview).toContain("the image was removed");
    expect(preview).toContain("the script was removed with its content");
    expect(preview).toMatch(/an unsafe link address was removed/);
    expect(fake().requests.filter((request) => request.includes(":commit"))).toEqual([]);
  });

  it("an invalid price is a field error beside the price, the input kept, nothing written", async () => {
    const response = await asEditor(
      "/urejanje/meni/aburgerji/11",
      {},
      post({ group: "aburgerji", name: "Hišni burger", updateTime: "2026-01-01T00:00:00Z", price: "devet", soldOut: "on", intent: "save" }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    const field = html.slice(html.indexOf('<label for="f-price">'));
    expect(field).toMatch(
      /^<label[^>]*>Cena \(€\)<\/label><input [^>]*aria-invalid="true"[^>]*value="devet"\/><p class="error" id="f-price-error">Vpišite ceno, npr. 9,90.<\/p>/,
    );
    expect(html).toContain('<input id="f-soldOut" type="checkbox" name="soldOut" checked=""/>');
    expect(fake().requests.filter((request) => request.includes(":commit"))).toEqual([]);
  });

  it("an invalid time is a field error in the owner's language, nothing written", async () => {
    const fields = { intent: "save", updateTime: "2026-01-01T00:00:00Z", "weekly.monday.opens": "9.30", "weekly.monday.closes": "20:00" };
    const response = await asEditor("/en/urejanje/urnik", {}, post(fields));
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('<p class="error" id="f-weekly-monday-opens-error">A time as HH:MM, e.g. 09:30.</p>');
    expect(fake().requests.filter((request) => request.includes(":commit"))).toEqual([]);
  });

  it("when Firestore does not answer, nothing is saved and the owner is told so in their language (503)", async () => {
    fake().mode = { kind: "down" };
    const response = await asEditor("/urejanje/urnik", {}, post({ intent: "save", updateTime: "2026-01-01T00:00:00Z" }));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Baza podatkov se ta trenutek ne odziva, zato nič ni shranjeno.");
    expect((await asEditor("/en/urejanje/obvestila")).status).toBe(503);
  });
});

describe("what the editor cannot do, it says in the owner's language", () => {
  /** An editor page: its status, language and heading, the editor's headers, and its text. */
  async function errorPage(response: Response, status: number, lang: "sl" | "en", heading: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'self';/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = await response.text();
    const page = shownPage(html);
    expect(page.lang).toBe(lang);
    expect(page.heading).toBe(heading);
    return { html, text: page.text };
  }

  it("an address not on the allowlist is named, with who can add it and a way to sign in with another (403)", async () => {
    const sl = await errorPage(
      await asEditor("/urejanje/meni", { email: "gost@example.com" }),
      403,
      "sl",
      "Ta naslov ne sme urejati strani",
    );
    expect(sl.text).toContain("Prijavljeni ste kot gost@example.com, ta naslov pa ne sme urejati strani.");
    expect(sl.text).toContain("Prosite tistega, ki skrbi za spletno stran, naj ga doda.");
    expect(sl.html).toContain('<a href="/cdn-cgi/access/logout">Odjava</a>');
    // Neither the editor's "signed in as" nor the note of the read-only seed: this is no editor.
    expect(sl.text).not.toContain("Prijavljeni kot");
    expect(sl.text).not.toContain("npm run start:firestore");

    const en = await errorPage(
      await asEditor("/en/urejanje", { email: "gost@example.com" }),
      403,
      "en",
      "This address may not edit the site",
    );
    expect(en.text).toContain("You are signed in as gost@example.com, and this address may not edit the site.");
    expect(en.text).toContain("Ask whoever runs the website to add it.");
    expect(en.html).toContain('<a href="/cdn-cgi/access/logout">Sign out</a>');
  });

  it("a sign-in Access could not confirm names no address and says to sign in again (403)", async () => {
    const sl = await errorPage(await call("/urejanje", {}, accessEnv), 403, "sl", "Prijave ni bilo mogoče potrditi");
    expect(sl.text).toContain("znova odprite urejanje in se prijavite");
    const expired = await asEditor("/en/urejanje/urnik", { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const en = await errorPage(expired, 403, "en", "Your sign-in could not be confirmed");
    expect(en.text).toContain("open the editor again and sign in");
    expect(en.text).not.toContain(OWNER);
  });

  it("a form sent from another site saved nothing, and the page says to open it again (403)", async () => {
    const sl = await errorPage(
      await asEditor("/urejanje/urnik", {}, post({ intent: "save" }, "https://evil.example")),
      403,
      "sl",
      "Obrazec je bil poslan od drugod",
    );
    expect(sl.text).toContain("Nič ni shranjeno: obrazec ni prišel s strani urejanja.");
    expect(sl.html).toContain('<a href="/urejanje/urnik">Znova odpri stran</a>');
    const en = await errorPage(
      await asEditor("/en/urejanje/obvestila/nov", {}, { method: "POST", body: new URLSearchParams({ intent: "save" }) }),
      403,
      "en",
      "The form was sent from elsewhere",
    );
    expect(en.text).toContain("reload the page and save once more");
    expect(en.html).toContain('<a href="/en/urejanje/obvestila">Open the page again</a>');
    expect(fake().requests.filter((request) => request.includes(":commit"))).toEqual([]);
  });

  it("an address with nothing behind it is a page that leads back to the editor (404)", async () => {
    const sl = await errorPage(await asEditor("/urejanje/meni/nobena-skupina/1"), 404, "sl", "Te strani ni");
    expect(sl.text).toContain("povezava je morda napačna");
    expect(sl.html).toContain('<a href="/urejanje">Na začetek urejanja</a>');
    expect(sl.text).toContain(`Prijavljeni kot ${OWNER}`);
    await errorPage(await asEditor("/urejanje/nikjer"), 404, "sl", "Te strani ni");
    const en = await errorPage(await asEditor("/en/urejanje/malica/not-a-day"), 404, "en", "Page not found");
    expect(en.text).toContain("the link may be wrong");
    expect(en.html).toContain(`<a href="/en/urejanje">To the editor&#x27;s first page</a>`);
  });

  it("where no editor is configured, its addresses answer the same 404 page", async () => {
    await errorPage(await call("/urejanje/obvestila"), 404, "sl", "Te strani ni");
    await errorPage(await call("/en/urejanje/meni"), 404, "en", "Page not found");
  });

  it("a fault of ours says nothing was saved and to try again, and shows no error (500)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Production's way in to Firestore, with a key that is not one: reading the documents throws.
    const broken: Env = { ...accessEnv, FIRESTORE_EMULATOR_HOST: "", FIRESTORE_SERVICE_ACCOUNT: "not a key" };
    const headers = { "Cf-Access-Jwt-Assertion": await token() };
    const sl = await errorPage(await call("/urejanje/obvestila", { headers }, broken), 500, "sl", "Nekaj je šlo narobe");
    expect(sl.text).toContain("Pri nas je prišlo do napake, zato nič ni shranjeno.");
    expect(sl.text).toContain("poskusite znova");
    const en = await errorPage(await call("/en/urejanje", { headers }, broken), 500, "en", "Something went wrong");
    expect(en.text).toContain("so nothing was saved");
    expect(en.text).toContain("try again");
    for (const page of [sl, en]) expect(page.html).not.toMatch(/FIRESTORE_SERVICE_ACCOUNT|Error:|at [\w.]+ \(/);
    expect(String(logged.mock.calls[0]?.at(-1))).toMatch(/FIRESTORE_SERVICE_ACCOUNT is not JSON/);
    logged.mockRestore();
  });

  it("a database that does not answer is a page in either language: nothing saved, try again in a minute (503)", async () => {
    fake().mode = { kind: "down" };
    const sl = await errorPage(await asEditor("/urejanje/meni"), 503, "sl", "Baza podatkov se ne odziva");
    expect(sl.text).toContain("poskusite znova čez minuto");
    const en = await errorPage(
      await asEditor("/en/urejanje/urnik", {}, post({ intent: "save" })),
      503,
      "en",
      "The database is not answering",
    );
    expect(en.text).toContain("so nothing was saved");
    expect(en.text).toContain("try again in a minute");
  });
});

describe("HTML written straight into the database", () => {
  const HOSTILE = `<p>Zaprto</p>${XSS_PAYLOADS.join("")}`;
  /** Every element and attribute the browser would build from the page, as "tag" and "tag@attribute=value". */
  async function markup(html: string): Promise<string[]> {
    const found: string[] = [];
    await new HTMLRewriter()
      .on("*", {
        element(element) {
          found.push(element.tagName);
          // The DOM library's Element type shadows HTMLRewriter's, whose attributes are [name, value] pairs.
          for (const [name, value] of element.attributes as unknown as Iterable<[string, string]>)
            found.push(`${element.tagName}@${name}=${value}`);
        },
      })
      .transform(new Response(html))
      .text();
    return found;
  }

  async function expectNothingActive(html: string) {
    const found = await markup(html);
    expect(found.filter((entry) => /^(img|svg|iframe|style|object|embed|math|base)\b/.test(entry))).toEqual([]);
    expect(found.filter((entry) => entry.startsWith("script@src=") && entry !== `script@src=${BUILD.editor.script}`)).toEqual([]);
    expect(found.filter((entry) => entry === "script")).toHaveLength(1);
    expect(found.filter((entry) => /@on[a-z]+=/.test(entry) || /@(href|src|action)=\s*(javascript|data|vbscript):/i.test(entry))).toEqual(
      [],
    );
  }

  beforeEach(() => {
    fake().setField("obvestila/studentski-boni", "msg", { stringValue: HOSTILE });
    fake().documents.push({
      name: "urejanja/000000001-hostile",
      fields: {
        who: { stringValue: OWNER },
        when: { timestampValue: "2026-11-25T10:00:00Z" },
        path: { stringValue: "obvestila/studentski-boni" },
        before: { mapValue: { fields: { msg: { stringValue: "<p>Prej</p>" }, act: { booleanValue: true } } } },
        after: { mapValue: { fields: { msg: { stringValue: HOSTILE }, act: { booleanValue: true } } } },
      },
    });
  });

  it.each(["/urejanje/obvestila", "/urejanje/obvestila/studentski-boni", "/urejanje", "/en/urejanje/obvestila"])(
    "is shown sanitized in %s",
    async (path) => {
      const response = await asEditor(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Zaprto");
      await expectNothingActive(html);
    },
  );

  it("is shown sanitized as the current values of a conflict", async () => {
    const form = { msg: "<p>Moja različica</p>", kind: "guest", act: "on", intent: "save", updateTime: "2020-01-01T00:00:00Z" };
    const response = await asEditor("/urejanje/obvestila/studentski-boni", {}, post(form));
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("Moja različica");
    await expectNothingActive(html);
  });
});
