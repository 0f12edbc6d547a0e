// Every per-isolate memo goes through here, declared once with its name, its key, its bound and
// what invalidates it: module state outlives a request, so a memo is a rule about what a visitor
// may be served, and one list makes each of those rules visible (tests/unit/isolate-cache.test.ts
// lists them, so a new one shows up in review). A memo earns its place in the measurement of a
// visitor's first render on a new isolate (npm run bench:cold), not in the warm bench, where every
// memo is hot.

export interface CacheDeclaration {
  /** Unique, the module's path and what it keeps: "leads/chat-message keys". */
  name: string;
  /** What one entry is keyed by. */
  key: string;
  /**
   * At most this many entries; "weak": a WeakMap whose entries live as long as their key object
   * (a request's context, a listing copy, an identity), so it holds no more than those do.
   */
  bound: number | "weak";
  /** What makes an entry wrong, and how it is dropped (a new key, an expiry, a version). */
  invalidatedBy: string;
}

const declared = new Map<string, CacheDeclaration>();

function declare(decl: CacheDeclaration): void {
  if (declared.has(decl.name)) throw new Error(`Isolate cache declared twice: ${decl.name}`);
  if (decl.bound !== "weak" && !(Number.isInteger(decl.bound) && decl.bound > 0)) {
    throw new Error(`Isolate cache ${decl.name}: bound must be a positive integer or "weak"`);
  }
  declared.set(decl.name, decl);
}

/** The caches declared by the modules loaded so far. */
export function declaredCaches(): CacheDeclaration[] {
  return [...declared.values()];
}

/**
 * A Map of at most `bound` entries: past it, the oldest inserted goes (a rare second identity or
 * secret should never grow the isolate's memory without end).
 */
export class IsolateMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #bound: number;
  constructor(decl: CacheDeclaration & { bound: number }) {
    declare(decl);
    this.#bound = decl.bound;
  }
  get(key: K): V | undefined {
    return this.#entries.get(key);
  }
  has(key: K): boolean {
    return this.#entries.has(key);
  }
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.#bound) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }
  delete(key: K): boolean {
    return this.#entries.delete(key);
  }
  clear(): void {
    this.#entries.clear();
  }
  get size(): number {
    return this.#entries.size;
  }
  keys(): IterableIterator<K> {
    return this.#entries.keys();
  }
  values(): IterableIterator<V> {
    return this.#entries.values();
  }
  entries(): IterableIterator<[K, V]> {
    return this.#entries.entries();
  }
  /** The value for `key`, made by `make` when there is none yet. */
  getOrSet(key: K, make: () => V): V {
    if (this.#entries.has(key)) return this.#entries.get(key) as V;
    const value = make();
    this.set(key, value);
    return value;
  }
}

/** A memo keyed by objects, dropped with them (bound "weak"). */
export function isolateWeakMap<K extends object, V>(decl: Omit<CacheDeclaration, "bound">): WeakMap<K, V> {
  declare({ ...decl, bound: "weak" });
  return new WeakMap<K, V>();
}

/** A memo keyed by values, at most `decl.bound` entries. */
export function isolateMap<K, V>(decl: CacheDeclaration & { bound: number }): IsolateMap<K, V> {
  return new IsolateMap<K, V>(decl);
}
