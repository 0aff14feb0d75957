import { z } from "zod";
import { describe, expect, it } from "vitest";
import { checkEmulatorHost, isLoopbackHost } from "../../worker/firestore/emulator-host";

describe("an emulator host", () => {
  it.each([
    "127.0.0.1:8080",
    "127.45.6.7:9000",
    "localhost:8080",
    "[::1]:8080",
    "http://127.0.0.1:8080",
    "http://localhost:8080/",
    "127.1:8080",
  ])("%j is on this machine", (host) => expect(isLoopbackHost(host)).toBe(true));

  it.each([
    "firestore.googleapis.com:443",
    "10.0.0.5:8080",
    "128.0.0.1:8080",
    "[::2]:8080",
    "localhost.evil.example:8080",
    "127.0.0.1.nip.io:8080",
    "owner@evil.example:8080",
    "evil.example@127.0.0.1:8080",
    "127.0.0.1:8080/v1/elsewhere",
    "https://evil.example",
    "not a host",
  ])("%j is not", (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe("the emulator host rule of a configuration schema", () => {
  const Schema = z
    .object({
      FIRESTORE_EMULATOR_HOST: z.string().optional(),
      FIRESTORE_ACCESS_TOKEN: z.string().optional(),
      FIRESTORE_SERVICE_ACCOUNT: z.string().optional(),
    })
    .superRefine(checkEmulatorHost);
  const problems = (env: Record<string, string>) =>
    Schema.safeParse(env).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

  it("accepts a loopback emulator alone, and production credentials without an emulator", () => {
    expect(problems({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toEqual([]);
    expect(problems({ FIRESTORE_EMULATOR_HOST: "", FIRESTORE_ACCESS_TOKEN: "token", FIRESTORE_SERVICE_ACCOUNT: "{}" })).toEqual([]);
  });

  it("names FIRESTORE_EMULATOR_HOST for a host elsewhere", () => {
    expect(problems({ FIRESTORE_EMULATOR_HOST: "firestore.example:8080" })).toEqual([
      expect.stringMatching(/^FIRESTORE_EMULATOR_HOST: must be a loopback host/),
    ]);
  });

  it("names FIRESTORE_EMULATOR_HOST and the credential set beside it", () => {
    expect(problems({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", FIRESTORE_ACCESS_TOKEN: "token" })).toEqual([
      expect.stringMatching(/^FIRESTORE_EMULATOR_HOST: must not be set together with FIRESTORE_ACCESS_TOKEN/),
    ]);
    expect(problems({ FIRESTORE_EMULATOR_HOST: "localhost:8080", FIRESTORE_SERVICE_ACCOUNT: '{"type":"service_account"}' })).toEqual([
      expect.stringMatching(/^FIRESTORE_EMULATOR_HOST: must not be set together with FIRESTORE_SERVICE_ACCOUNT/),
    ]);
  });
});
