import type { DayResult } from "./day-result";

declare module "vitest" {
  /** What the day tier's global setup (node) hands the tests inside workerd, read there with `inject`. */
  export interface ProvidedContext {
    /** `127.0.0.1:port` of the billing proxy in front of the emulator: FIRESTORE_EMULATOR_HOST, and where its counts are read. */
    billingProxyHost: string;
    /** The Firestore project the seed was imported into. */
    dayProject: string;
  }
  /** The simulated day, handed back to the bench (node) by the bench's test. */
  export interface TaskMeta {
    day?: DayResult;
  }
}
