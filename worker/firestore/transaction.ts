import type { BatchGetResult, FirestoreClient } from "./client";
import { FirestoreError } from "./errors";
import type { CallOptions } from "./http";
import type { StructuredQuery } from "./structured-query";
import type { FirestoreDocument } from "./values";
import type { Write } from "./writes";

/** What a transaction function sees: reads inside the transaction, and writes queued for its commit. */
export interface Transaction {
  readonly id: string;
  /** 1 on the first run, counting up on retries. */
  readonly attempt: number;
  /** null when the document does not exist. */
  get(path: string): Promise<FirestoreDocument | null>;
  batchGet(paths: readonly string[]): Promise<BatchGetResult>;
  runQuery(parentPath: string, query: StructuredQuery): Promise<FirestoreDocument[]>;
  write(...writes: Write[]): void;
}

export interface TransactionOptions extends CallOptions {
  maxAttempts?: number;
}

const RETRYABLE = new Set(["NOT_FOUND", "FAILED_PRECONDITION", "ABORTED"]);
const DEFAULT_TRANSACTION_ATTEMPTS = 5;

/** Runs `fn` in a read-write transaction of `client`, retrying on NOT_FOUND, FAILED_PRECONDITION and ABORTED. */
export async function runTransaction<T>(
  client: FirestoreClient,
  fn: (transaction: Transaction) => Promise<T>,
  { maxAttempts = DEFAULT_TRANSACTION_ATTEMPTS, signal }: TransactionOptions = {},
): Promise<T> {
  let previous: string | undefined;
  for (let attempt = 1; ; attempt++) {
    const id = await client.beginTransaction({ retryTransaction: previous, signal });
    const writes: Write[] = [];
    const transaction: Transaction = {
      id,
      attempt,
      async get(path) {
        const { found } = await client.batchGet([path], { transaction: id, signal });
        return found[0] ?? null;
      },
      batchGet: (paths) => client.batchGet(paths, { transaction: id, signal }),
      runQuery: (parentPath, query) => client.runQuery(parentPath, query, { transaction: id, signal }),
      write: (...more) => void writes.push(...more),
    };
    try {
      const result = await fn(transaction);
      await client.commit(writes, id, { signal });
      return result;
    } catch (error) {
      // Releases the emulator's locks early; after a failed commit the transaction is already gone.
      await client.rollback(id).catch(() => undefined);
      const retryable = error instanceof FirestoreError && RETRYABLE.has(error.status);
      if (!retryable || attempt >= maxAttempts) throw error;
      previous = id;
    }
  }
}
