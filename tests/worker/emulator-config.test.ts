import { describe, expect, it, vi } from "vitest";
import { call, firestoreEnv, useFakeFirestore } from "./firestore-env";

useFakeFirestore();

/** A page request under this configuration: its status, what was logged, and whether anything left the worker. */
async function pageWith(changes: Partial<Env> & Record<string, string | undefined>) {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const response = await call("/ponudba", {}, { ...firestoreEnv, ...changes });
  const body = await response.text();
  return {
    status: response.status,
    body,
    logged: logged.mock.calls.map((args) => String(args.at(-1))).join("\n"),
    outbound: vi.mocked(fetch).mock.calls.length,
  };
}

describe("FIRESTORE_EMULATOR_HOST", () => {
  it("is honoured for a loopback host with no production credentials", async () => {
    const { status, outbound } = await pageWith({ FIRESTORE_EMULATOR_HOST: firestoreEnv.FIRESTORE_EMULATOR_HOST });
    expect(status).toBe(200);
    expect(outbound).toBeGreaterThan(0);
  });

  it.each(["firestore.googleapis.com:443", "10.0.0.7:8080", "http://emulator.example:8080"])(
    "%j elsewhere is a configuration error naming the variable, and the owner's token goes nowhere",
    async (host) => {
      const { status, body, logged, outbound } = await pageWith({ FIRESTORE_EMULATOR_HOST: host });
      expect(status).toBe(500);
      expect(logged).toMatch(/ConfigError: .*FIRESTORE_EMULATOR_HOST: must be a loopback host/);
      expect(body).not.toContain("FIRESTORE");
      expect(outbound).toBe(0);
    },
  );

  it("beside the service account is a configuration error naming both", async () => {
    const { status, logged, outbound } = await pageWith({ FIRESTORE_SERVICE_ACCOUNT: '{"type":"service_account"}' });
    expect(status).toBe(500);
    expect(logged).toMatch(/ConfigError: .*FIRESTORE_EMULATOR_HOST: must not be set together with FIRESTORE_SERVICE_ACCOUNT/);
    expect(outbound).toBe(0);
  });
});

describe("FIRESTORE_SERVICE_ACCOUNT", () => {
  it("is required for production Firestore, whose rules refuse anonymous reads: a configuration error naming it", async () => {
    const { status, body, logged, outbound } = await pageWith({ FIRESTORE_EMULATOR_HOST: "" });
    expect(status).toBe(500);
    expect(logged).toMatch(/ConfigError: .*FIRESTORE_SERVICE_ACCOUNT: must be set when FIRESTORE_PROJECT_ID names a production Firestore/);
    expect(body).not.toContain("FIRESTORE");
    expect(outbound).toBe(0);
  });

  it("is not needed without a project: the site reads its embedded seed", async () => {
    const { status, body, outbound } = await pageWith({ FIRESTORE_PROJECT_ID: "", FIRESTORE_EMULATOR_HOST: "" });
    expect(status).toBe(200);
    expect(body).toContain("Pleskavica");
    expect(outbound).toBe(0);
  });
});
