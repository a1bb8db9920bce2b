import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, MediaStore } from './store.js';

async function* walk(root: string, prefix = ''): AsyncIterable<string> {
  const entries = await fs.promises.readdir(path.join(root, prefix), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, key);
    else if (entry.isFile()) yield key;
  }
}

/** Media as files under one folder (DATA_DIR/media): the default, for one machine. */
export function localStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, file) {
      const target = fileOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Copied under a temporary name and renamed, so a reader never sees half a file.
      const partial = `${target}.partial`;
      await fs.promises.copyFile(file, partial);
      await fs.promises.rename(partial, target);
    },
    async size(key) {
      const stat = await fs.promises.stat(fileOf(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      const handle = await fs.promises.open(fileOf(key), 'r').catch(() => null);
      if (!handle) return null;
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.promises.rm(fileOf(key), { force: true })));
    },
    keys: () => walk(root),
    async download(key, file) {
      const source = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      try {
        // A hard link costs nothing and cannot change: stored files are never rewritten.
        await fs.promises.link(source, file);
        return true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return false;
        if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      }
      const input = await this.read(key);
      if (!input) return false;
      await pipeline(input, fs.createWriteStream(file));
      return true;
    },
    publicUrl: () => null,
    describe: () => `local disk (${root})`,
  };
}
