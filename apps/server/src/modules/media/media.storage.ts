import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** An object as storage hands it back: a stream of its bytes plus what a reply needs to describe it. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where media bytes live. Local disk is the embedded default; an S3-compatible store implements the same
 * interface (docs/architecture.md §7), so nothing above this file knows which one runs.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The keys under `prefix` (`incoming/`) last written before `before`. */
  listWrittenBefore(prefix: string, before: Date): AsyncIterable<string>;
}

/**
 * Keys are relative paths of plain segments (`seed/ab12.webp`, `placeholders/<id>/<hash>.webp`,
 * `uploads/<kind>/<userId>/<random>.jpg`, `variants/640/<key>.webp`) ending in a known image extension.
 * Anything else, such as `..`, empty segments, backslashes or encoded characters, is not a key, which is what
 * makes path traversal impossible before any path is built.
 */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-]+\/){0,6}[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif|avif)$/;

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPE_BY_EXTENSION[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Stores each object as a file under `root`; the key's extension fixes its content type. */
export function createLocalDiskStorage(root: string): MediaStorage {
  const resolvedRoot = path.resolve(root);

  function fileOf(key: string): string | null {
    if (!isMediaKey(key)) return null;
    const file = path.resolve(resolvedRoot, key);
    return file.startsWith(resolvedRoot + path.sep) ? file : null;
  }

  async function sizeOf(file: string): Promise<number | null> {
    try {
      const info = await stat(file);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      if (!file) throw new Error(`Invalid media key: ${key}`);
      if (contentType !== contentTypeOfKey(key)) {
        throw new Error(`Media key ${key} does not match content type ${contentType}`);
      }
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never streams a half-written file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },

    async get(key) {
      const file = fileOf(key);
      const size = file ? await sizeOf(file) : null;
      if (!file || size === null) return null;
      return { body: createReadStream(file), contentType: contentTypeOfKey(key), size };
    },

    async exists(key) {
      const file = fileOf(key);
      return file !== null && (await sizeOf(file)) !== null;
    },

    async delete(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },

    async *listWrittenBefore(prefix, before) {
      const entries = await readdir(path.join(resolvedRoot, prefix), {
        recursive: true,
        withFileTypes: true,
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(resolvedRoot, file).split(path.sep).join('/');
        if (!isMediaKey(key)) continue;
        const written = await stat(file).catch(() => null);
        if (written && written.mtime < before) yield key;
      }
    },
  };
}
