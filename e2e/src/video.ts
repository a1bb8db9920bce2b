import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { request, type SeedUser } from './api.js';

let cached: Buffer | undefined;

/** The ffmpeg the server uses too: FFMPEG_PATH, else the binary bundled from npm. */
const ffmpeg =
  process.env.FFMPEG_PATH || (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** A real one-second H.264 MP4 of a few kilobytes, made once per run with ffmpeg. */
export function makeMp4(): Buffer {
  if (cached) return cached;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-video-')), 'tiny.mp4');
  const result = spawnSync(ffmpeg, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=teal:s=64x64:d=1:r=10',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
  cached = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return cached;
}

export async function seedVideoPost(user: SeedUser, text: string) {
  const form = new FormData();
  form.append('postedBy', user._id);
  form.append('text', text);
  form.append('video', new Blob([new Uint8Array(makeMp4())], { type: 'video/mp4' }), 'clip.mp4');
  return (await request<{ _id: string }>(user, 'POST', '/api/posts/create', form)).body;
}
