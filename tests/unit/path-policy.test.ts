import { describe, expect, it } from "vitest";
import { decidePath, withQuery } from "../../worker/http/path-policy";

const decide = (path: string) => decidePath(new URL(`https://grill.example${path}`));

describe("decidePath", () => {
  it("serves every canonical page path", () => {
    expect(decide("/")).toMatchObject({ kind: "page", lang: "sl", page: { id: "home" } });
    expect(decide("/en")).toMatchObject({ kind: "page", lang: "en", page: { id: "home" } });
    expect(decide("/studentski-boni")).toMatchObject({ kind: "page", page: { id: "vouchers", studentskiBoni: true } });
    expect(decide("/en/cevapi-ljubljana")).toMatchObject({ kind: "page", lang: "en", page: { id: "cevapi" } });
    expect(decide("/404")).toMatchObject({ kind: "page", page: { id: "notFound" } });
  });

  it("moves /menu to /meni permanently, in both languages, keeping the query", () => {
    expect(decide("/menu?a=1")).toEqual({ kind: "redirect", status: 301, location: "/meni?a=1" });
    expect(decide("/en/menu")).toEqual({ kind: "redirect", status: 301, location: "/en/meni" });
    expect(decide("/de/menu")).toEqual({ kind: "redirect", status: 301, location: "/de/meni" });
    expect(decide("/HR/Menu/")).toEqual({ kind: "redirect", status: 301, location: "/hr/meni" });
    expect(decide("/MENU/")).toEqual({ kind: "redirect", status: 301, location: "/meni" });
  });

  it("canonicalises case and trailing slashes with a 301 only when a page lives there", () => {
    expect(decide("/O-NAS")).toEqual({ kind: "redirect", status: 301, location: "/o-nas" });
    expect(decide("/lokacija///")).toEqual({ kind: "redirect", status: 301, location: "/lokacija" });
    expect(decide("/Nope/")).toEqual({ kind: "redirect", status: 302, location: "/404" });
  });

  it("sends unknown paths to the not-found page of their language", () => {
    expect(decide("/en/x/y")).toEqual({ kind: "redirect", status: 302, location: "/en/404" });
    expect(decide("/it/x/y")).toEqual({ kind: "redirect", status: 302, location: "/it/404" });
    expect(decide("/english")).toEqual({ kind: "redirect", status: 302, location: "/404" });
  });

  it("never builds a Location that leaves the site", () => {
    for (const path of ["//evil.example", "/\\evil.example", "/%5C%5Cevil.example", "/..%2f..%2f", "/http://evil.example"]) {
      const decision = decide(path);
      expect(decision.kind).toBe("redirect");
      if (decision.kind === "redirect") expect(decision.location).toMatch(/^\/(?!\/|\\)/);
    }
  });
});

describe("withQuery", () => {
  it("keeps a query of up to 2048 characters and drops a longer or empty one", () => {
    const longest = `?q=${"x".repeat(2045)}`;
    expect(withQuery("/en/ponudba", longest)).toBe(`/en/ponudba${longest}`);
    expect(withQuery("/en/ponudba", `${longest}x`)).toBe("/en/ponudba");
    expect(withQuery("/en/ponudba", "?")).toBe("/en/ponudba");
    expect(withQuery("/en/ponudba", "")).toBe("/en/ponudba");
  });
});
