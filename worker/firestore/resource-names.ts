const FULL_NAME = /^projects\/[^/]+\/databases\/[^/]+\/documents(?:\/(.*))?$/;

/** `projects/{project}/databases/{database}/documents`: the prefix of every resource name. */
export function documentsRoot(projectId: string, databaseId: string): string {
  return `projects/${projectId}/databases/${databaseId}/documents`;
}

/** A document or collection path relative to the documents root; relative input passes through. */
export function relativePath(name: string): string {
  const match = FULL_NAME.exec(name);
  return match ? (match[1] ?? "") : trimSlashes(name);
}

export function fullName(root: string, path: string): string {
  const relative = relativePath(path);
  return relative === "" ? root : `${root}/${relative}`;
}

/** Percent-encodes each segment so ids like `hpalačinke` or `a b` survive in a URL path. */
export function encodePathForUrl(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}
