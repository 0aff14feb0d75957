/**
 * The Cache API as the service worker uses it, in memory: entries keep their insertion order
 * and a key stored again moves to the end, as in browsers. `failing` makes chosen operations
 * reject, as a full disk or a broken profile would.
 */
export class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly failing: ReadonlySet<string> = new Set()) {}

  private check(operation: string): void {
    if (this.failing.has(operation))
      throw new DOMException(`${operation} failed`, operation === "put" ? "QuotaExceededError" : "UnknownError");
  }

  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    this.check("put");
    const url = key instanceof Request ? key.url : String(key);
    this.entries.delete(url);
    this.entries.set(url, response);
  }

  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    this.check("match");
    return this.entries.get(key instanceof Request ? key.url : String(key))?.clone();
  }

  async keys(): Promise<Request[]> {
    this.check("keys");
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(key instanceof Request ? key.url : String(key));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  constructor(private readonly failing: ReadonlySet<string> = new Set()) {}

  async open(name: string): Promise<FakeCache> {
    if (this.failing.has("open")) throw new DOMException("open failed", "UnknownError");
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache(this.failing)));
    return cache;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
