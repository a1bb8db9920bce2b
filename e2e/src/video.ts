import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { request, type SeedUser } from './api.js';

const cached = new Map<string, Buffer>();

/** The ffmpeg the server uses too: FFMPEG_PATH, else the binary bundled from npm. */
const ffmpeg =
  process.env.FFMPEG_PATH || (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** A real one-second H.264 MP4 of a few kilobytes (64×64 unless told), made once per size per run with ffmpeg. */
export function makeMp4(size = '64x64'): Buffer {
  const made = cached.get(size);
  if (made) return made;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-video-')), 'tiny.mp4');
  const result = spawnSync(ffmpeg, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=teal:s=${size}:d=1:r=10`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
  const bytes = fs.readFileSync(file);
  cached.set(size, bytes);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return bytes;
}

export async function seedVideoPost(user: SeedUser, text: string, size?: string) {
  const form = new FormData();
  form.append('postedBy', user._id);
  form.append('text', text);
  form.append('video', new Blob([new Uint8Array(makeMp4(size))], { type: 'video/mp4' }), 'clip.mp4');
  return (await request<{ _id: string }>(user, 'POST', '/api/posts/create', form)).body;
}
