import { describe, expect, it } from "vitest";
import { routeRequest, type RoutedRequest } from "../../client/service-worker/request-routes";

const ORIGIN = "http://127.0.0.1:8787";

function request(path: string, init: Partial<RoutedRequest> = {}): RoutedRequest {
  return { method: "GET", mode: "cors", url: path.startsWith("http") ? path : `${ORIGIN}${path}`, ...init };
}

describe("which strategy the service worker uses for a request", () => {
  it.each([
    ["/", "navigate"],
    ["/ponudba?kategorija=cjediNaZaru", "navigate"],
    ["/en/lokacija", "navigate"],
    ["/nope", "navigate"],
  ] as const)("a navigation to %s is a page: network first, then a copy, then the offline page", (path, mode) => {
    expect(routeRequest(request(path, { mode }), ORIGIN)).toEqual({ strategy: "page" });
  });

  it.each([
    "/assets/entry-BI-v0M2M.css",
    "/assets/entry-w6jMatfr.js",
    "/assets/hydrate-island-C3EGwPBf.js",
    "/assets/slider-engine-DRA_arEi.js",
  ])("the hashed build file %s is cache-first in the assets cache", (path) =>
    expect(routeRequest(request(path), ORIGIN)).toEqual({ strategy: "cache-first", cache: "assets" }),
  );

  it.each(["/img/cevapi-600.d997846397.avif", "/img/nachos-1200.0cb8e28a74.jpg", "/img/app-icon-192.ec75a89fd5.png"])(
    "the versioned image %s is cache-first in the images cache",
    (path) => expect(routeRequest(request(path), ORIGIN)).toEqual({ strategy: "cache-first", cache: "images" }),
  );

  it.each(["/foto/1-0123456789-400.avif", "/foto/33-abcdef0123-800.webp", "/foto/1-0123456789-1200.jpg"])(
    "the owner's photo variant %s, named by its upload, is cache-first in the images cache",
    (path) => expect(routeRequest(request(path), ORIGIN)).toEqual({ strategy: "cache-first", cache: "images" }),
  );

  it.each([
    "/api/hrana",
    "/api/obvestila",
    "/foto/1-0123456789-1200.jpg?w=2",
    "/foto/1-0123456789-600.jpg",
    "/foto/cevapi.jpg",
    "/assets/i18n/sl.json?cb=20261122T180500000Z",
    "/manifest.webmanifest",
    "/favicon.svg",
    "/img/og-cevapi.jpg",
    "/assets/entry-w6jMatfr.js?v=2",
  ])("any other same-origin GET (%s) is network-first in the data cache", (path) =>
    expect(routeRequest(request(path), ORIGIN)).toEqual({ strategy: "network-first", cache: "data" }),
  );

  it.each([
    ["a POST", request("/api/hrana", { method: "POST" })],
    ["a HEAD", request("/ponudba", { method: "HEAD", mode: "navigate" })],
    ["a navigation's form POST", request("/ponudba", { method: "POST", mode: "navigate" })],
    ["the map (another origin)", request("https://www.google.com/maps/embed?pb=1", { mode: "navigate" })],
    ["a script of another origin", request("https://cdn.example.com/assets/entry-w6jMatfr.js")],
    ["another port of the same host", request("http://127.0.0.1:9999/assets/entry-w6jMatfr.js")],
    ["the worker's own script", request("/sw.js")],
  ])("%s is left to the browser, never answered or stored", (_, routed) => {
    expect(routeRequest(routed, ORIGIN)).toEqual({ strategy: "none" });
  });
});
