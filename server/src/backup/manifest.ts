import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '../db/schema.js';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'threads-backup';

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  engine: Engine;
  /** The database part, relative to the archive root: an SQLite file or a pg_dump custom-format file. */
  database: string;
  /** Every file in the archive but the manifest, with its checksum. */
  files: ManifestFile[];
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** Every regular file under `root`, as sorted paths relative to it with forward slashes. */
export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function describeFiles(root: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const relative of listFiles(root)) {
    if (relative === MANIFEST_FILE) continue;
    const full = path.join(root, relative);
    files.push({ path: relative, bytes: fs.statSync(full).size, sha256: await sha256File(full) });
  }
  return files;
}

export class BackupError extends Error {}

/** Reads the manifest of an unpacked archive and checks every file against it, and that nothing is extra. */
export async function verifyUnpacked(root: string): Promise<Manifest> {
  const manifestPath = path.join(root, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) throw new BackupError('Not a backup archive: manifest.json is missing');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new BackupError(`Unsupported backup format: ${manifest.format} version ${manifest.version}`);
  }
  if (!manifest.files.some((file) => file.path === manifest.database)) {
    throw new BackupError('Backup is incomplete: its database is not among its files');
  }
  const actual = new Map((await describeFiles(root)).map((file) => [file.path, file]));
  for (const expected of manifest.files) {
    const found = actual.get(expected.path);
    if (!found) throw new BackupError(`Backup is incomplete: ${expected.path} is missing`);
    if (found.sha256 !== expected.sha256)
      throw new BackupError(`Backup is damaged: ${expected.path} fails its checksum`);
    actual.delete(expected.path);
  }
  const extra = [...actual.keys()][0];
  if (extra) throw new BackupError(`Backup has a file its manifest does not list: ${extra}`);
  return manifest;
}
