import { beforeEach } from "vitest";
import { CHANGE_COUNTS_DOCUMENT } from "../../worker/data/database-layout";
import { type DecodedFields, decodeFields } from "../../worker/firestore/values";
import { call, firestoreEnv, useFakeFirestore } from "./firestore-env";

/** The owner on the local editor, over the fake Firestore. */
export const editorEnv: Env = { ...firestoreEnv, EDITOR_LOCAL_IDENTITY: "lastnik@localhost" };
export const ORIGIN = "http://127.0.0.1:8787";

/**
 * A fresh fake for every test, at dataset versions of its own, so that no copy of the menu an
 * earlier test left in the isolate serves this one's pages.
 */
export function useOwnersEditor() {
  const fake = useFakeFirestore();
  let version = 0;
  beforeEach(() => {
    version += 1;
    fake().documents.push({ name: CHANGE_COUNTS_DOCUMENT, fields: {} });
    for (const name of ["hrana", "boni", "nastavitve"]) fake().setField(CHANGE_COUNTS_DOCUMENT, name, { integerValue: String(version) });
  });
  return {
    fake,
    page: async (path: string) => (await call(path, {}, editorEnv)).text(),
    /** A form posted from the editor's own page, as a browser sends it (repeated names kept). */
    post: (path: string, fields: Record<string, string> | [string, string][]) =>
      call(
        path,
        {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        },
        editorEnv,
      ),
    /** A stored document's fields; null: none. */
    stored: (path: string): DecodedFields | null => {
      const document = fake().documents.find((candidate) => candidate.name === path);
      return document ? decodeFields(document.fields) : null;
    },
    /** The documents of a collection (not those below it). */
    count: (collection: string) =>
      fake().documents.filter(
        (document) => document.name.startsWith(`${collection}/`) && document.name.split("/").length === collection.split("/").length + 1,
      ).length,
    /** Commits Firestore was sent: each save or undo is one. */
    commits: () => fake().requests.filter((request) => request === "POST :commit").length,
  };
}

/** A page's text as the owner reads it. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
