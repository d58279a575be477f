/** The part of a `chrome.storage` area the extension uses; tests pass an in-memory one. */
export interface KeyValueArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A synchronous view of a `chrome.storage` area, for code written against `localStorage` (the shared
 * session): read once, then every change is written through. Writes are handed to the browser at once,
 * so they land even if the worker is stopped right after.
 */
export async function mirroredStorage(area: KeyValueArea): Promise<SyncStorage> {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(await area.get(null))) {
    if (typeof value === 'string') values.set(key, value);
  }
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      values.set(key, value);
      void area.set({ [key]: value });
    },
    removeItem(key) {
      values.delete(key);
      void area.remove(key);
    },
  };
}

/** A stored string, or null. */
export async function readString(area: KeyValueArea, key: string): Promise<string | null> {
  const value = (await area.get(key))[key];
  return typeof value === 'string' ? value : null;
}
