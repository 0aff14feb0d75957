import type { z } from "zod";

/**
 * Whether `host:port` (or an http URL without a path, as the client also accepts) names this
 * machine: 127.0.0.0/8, localhost or [::1]. The emulator is sent the owner's token over plain
 * http, so no other host may ever receive it.
 */
export function isLoopbackHost(value: string): boolean {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `http://${value}`);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") return false;
  return url.hostname === "localhost" || url.hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
}

/** The variables that mean production Firestore; none may be set beside an emulator. */
const PRODUCTION_CREDENTIALS = ["FIRESTORE_SERVICE_ACCOUNT", "FIRESTORE_ACCESS_TOKEN"] as const;

type EmulatorSettings = { FIRESTORE_EMULATOR_HOST?: string | undefined } & Partial<
  Record<(typeof PRODUCTION_CREDENTIALS)[number], unknown>
>;

/** Why FIRESTORE_EMULATOR_HOST cannot be honoured with these settings, or null when it can (or is unset). */
function emulatorHostProblem(settings: EmulatorSettings): string | null {
  const host = settings.FIRESTORE_EMULATOR_HOST;
  if (!host) return null;
  if (!isLoopbackHost(host))
    return "must be a loopback host:port (127.0.0.0/8, localhost or [::1]): the emulator is sent the owner's token over plain http";
  const credential = PRODUCTION_CREDENTIALS.find((name) => settings[name] !== undefined && settings[name] !== "");
  return credential ? `must not be set together with ${credential}: an emulator takes no production credentials` : null;
}

/** A configuration schema's refinement: the emulator host only on this machine, and never beside production credentials. */
export function checkEmulatorHost(settings: EmulatorSettings, context: z.RefinementCtx): void {
  const problem = emulatorHostProblem(settings);
  if (problem) context.addIssue({ code: "custom", path: ["FIRESTORE_EMULATOR_HOST"], message: problem });
}
