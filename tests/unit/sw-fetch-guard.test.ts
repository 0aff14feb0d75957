import { afterEach, describe, expect, it, vi } from "vitest";
import { respondSafely } from "../../client/service-worker/fetch-guard";

function event(path = "/ponudba") {
  let answer: Promise<Response> | undefined;
  return {
    request: new Request(`http://127.0.0.1${path}`),
    respondWith(response: Promise<Response>) {
      answer = response;
    },
    answer: () => answer!,
  };
}

describe("a fault inside the service worker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      "throws",
      () => {
        throw new Error("bug");
      },
    ],
    ["rejects", () => Promise.reject(new Error("bug"))],
    ["cannot read its storage", () => Promise.reject(new DOMException("unreadable", "UnknownError"))],
  ])("when the strategy %s, the request goes to the network as if there were no worker", async (_, strategy) => {
    const network = vi.fn(async (request: Request) => new Response(`network ${new URL(request.url).pathname}`));
    vi.stubGlobal("fetch", network);
    const fetchEvent = event();
    respondSafely(fetchEvent, strategy);
    expect(await (await fetchEvent.answer()).text()).toBe("network /ponudba");
    expect(network).toHaveBeenCalledOnce();
  });

  it("leaves a working strategy's answer alone", async () => {
    const network = vi.fn();
    vi.stubGlobal("fetch", network);
    const fetchEvent = event();
    respondSafely(fetchEvent, async () => new Response("copy"));
    expect(await (await fetchEvent.answer()).text()).toBe("copy");
    expect(network).not.toHaveBeenCalled();
  });
});
