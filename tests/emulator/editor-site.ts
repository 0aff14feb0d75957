import { afterAll, beforeAll } from "vitest";
import { clearFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { addDays } from "../../shared/restaurant/public-holidays";
import { createFirestoreClient, type FirestoreClient } from "../../worker/firestore/client";
import { FirestoreError } from "../../worker/firestore/errors";
import { type DecodedFields, decodeDocument } from "../../worker/firestore/values";
import { formFields } from "../support/editor-forms";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { startSite, type RunningSite } from "../support/site-server";
import { emulatorHost } from "./emulator-project";

/** The editor's user on the emulator. */
export const OWNER = "lastnik@localhost";

/** The restaurant's day `offset` days from today, YYYY-MM-DD. */
export const day = (offset: number): string => isoDate(addDays(wallClock(Date.now()), offset));

/** A page's text as a reader sees it: no tags, white space folded. */
export const text = (html: string): string => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

export interface EditorSite {
  client: () => FirestoreClient;
  /** A page's HTML. */
  page: (path: string) => Promise<string>;
  /** The fields of the form on the editor page `path` that posts back to it, as a browser would post them. */
  form: (path: string) => Promise<Record<string, string>>;
  /** A form posted from the editor's own origin, the redirect not followed. */
  post: (path: string, fields: Record<string, string> | [string, string][]) => Promise<Response>;
  /** A stored document's fields; null when there is none. */
  stored: (path: string) => Promise<DecodedFields | null>;
}

/**
 * The built site on the emulator under its own project, seeded, with the editor open to the
 * local identity: started before the file's tests and cleared after them.
 */
export function useEditorSite(project: string): EditorSite {
  let site: RunningSite | undefined;
  const client = () => createFirestoreClient({ projectId: project, emulatorHost: emulatorHost(), timeoutMs: 10_000 });
  const url = () => {
    if (!site) throw new Error("the site has not started");
    return site.url;
  };
  beforeAll(async () => {
    await clearFirestoreEmulator(emulatorHost(), project);
    await importDocuments(client(), ALL_SEED_DOCUMENTS);
    site = await startSite({ FIRESTORE_PROJECT_ID: project, FIRESTORE_EMULATOR_HOST: emulatorHost(), EDITOR_LOCAL_IDENTITY: OWNER });
  }, 90_000);
  afterAll(async () => {
    await site?.stop();
    await clearFirestoreEmulator(emulatorHost(), project);
  });
  const page = async (path: string) => (await fetch(`${url()}${path}`)).text();
  return {
    client,
    page,
    form: async (path) => formFields(await page(path), path),
    post: (path, fields) =>
      fetch(`${url()}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: url() }, redirect: "manual" }),
    stored: async (path) => {
      try {
        return decodeDocument(await client().getDocument(path)).data;
      } catch (error) {
        if (error instanceof FirestoreError && error.status === "NOT_FOUND") return null;
        throw error;
      }
    },
  };
}
