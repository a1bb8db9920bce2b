import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Config } from '../../src/config.js';
import { newId } from '../../src/db/ids.js';
import type { SpooledFile } from '../../src/media/service.js';
import { ensureUploadTmpDir, uploadTmpDir } from '../../src/media/storage.js';
import { randomSource } from './random.js';

const run = promisify(execFile);

const hue = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** A symmetric 5×5 identicon on a soft background, like a default avatar but distinct per person. */
function avatarSvg(username: string): string {
  const random = randomSource(`avatar:${username}`);
  const base = random.int(360);
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (random.next() < 0.5) continue;
      for (const x of new Set([col, 4 - col])) {
        cells.push(`<rect x="${56 + x * 80}" y="${56 + row * 80}" width="80" height="80" rx="12"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <rect width="512" height="512" fill="${hue(base, 45, 90)}"/>
  <g fill="${hue(base, 65, 45)}">${cells.join('')}</g></svg>`;
}

const HUE_NAMES: [number, string][] = [
  [15, 'red'],
  [45, 'orange'],
  [70, 'yellow'],
  [160, 'green'],
  [200, 'teal'],
  [255, 'blue'],
  [290, 'purple'],
  [335, 'pink'],
  [360, 'red'],
];
const hueName = (h: number) => HUE_NAMES.find(([below]) => h % 360 < below)?.[1] ?? 'red';

/** The draws of the scene for `seed`; the first is the sky's hue. */
const sceneRandom = (seed: string) => randomSource(`scene:${seed}`);

/** What the picture sceneSvg(seed) shows, in words: its alt text. */
export function sceneAltText(seed: string): string {
  const sky = sceneRandom(seed).int(360);
  const [top, bottom] = [hueName(sky), hueName(sky + 40)];
  const colours = top === bottom ? top : `${top} and ${bottom}`;
  return `A ${colours} evening sky over three mountain ridges, with a low sun and a lake in front.`;
}

/** A landscape: sky gradient, a sun, three mountain ridges and a lake; colours vary with the seed. */
function sceneSvg(seed: string): string {
  const random = sceneRandom(seed);
  const width = 1200;
  const height = 900;
  const sky = random.int(360);
  const ridges = [0, 1, 2].map((layer) => {
    const top = 380 + layer * 110;
    const points = [`0,${height}`];
    for (let x = 0; x <= width; x += 100) points.push(`${x},${top - random.int(160 - layer * 40)}`);
    points.push(`${width},${height}`);
    return `<polygon points="${points.join(' ')}" fill="${hue(sky + 160 + layer * 15, 35, 35 - layer * 9)}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hue(sky, 70, 30)}"/><stop offset="1" stop-color="${hue(sky + 40, 80, 75)}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${200 + random.int(800)}" cy="${120 + random.int(180)}" r="${50 + random.int(60)}" fill="${hue(sky + 60, 95, 80)}"/>
  ${ridges.join('\n  ')}
  <rect y="${height - 120}" width="${width}" height="120" fill="${hue(sky + 10, 60, 40)}" opacity="0.85"/></svg>`;
}

async function spool(config: Config, bytes: Buffer, extension: string): Promise<SpooledFile> {
  ensureUploadTmpDir(config);
  const file = path.join(uploadTmpDir(config), `seed-${newId().toLowerCase()}.${extension}`);
  await fs.promises.writeFile(file, bytes);
  return { path: file, bytes: bytes.length };
}

/** A PNG avatar, spooled like an upload so it goes through the media pipeline. */
export async function avatarUpload(config: Config, username: string): Promise<SpooledFile> {
  return spool(
    config,
    await sharp(Buffer.from(avatarSvg(username)))
      .png()
      .toBuffer(),
    'png',
  );
}

/** A JPEG photo-like picture, spooled like an upload. */
export async function photoUpload(config: Config, seed: string): Promise<SpooledFile> {
  return spool(
    config,
    await sharp(Buffer.from(sceneSvg(seed)))
      .jpeg({ quality: 85 })
      .toBuffer(),
    'jpg',
  );
}

const VIDEO_SOURCES = ['mandelbrot=size=360x640:rate=24', 'life=size=360x640:rate=12:mold=10:ratio=0.2', 'testsrc2'];

/** A short vertical H.264 + AAC clip from one of ffmpeg's generated sources, spooled like an upload. */
export async function videoUpload(config: Config, index: number, seconds = 4): Promise<SpooledFile> {
  ensureUploadTmpDir(config);
  const file = path.join(uploadTmpDir(config), `seed-${newId().toLowerCase()}.mp4`);
  const source = VIDEO_SOURCES[index % VIDEO_SOURCES.length];
  const input = source === 'testsrc2' ? 'testsrc2=size=360x640:rate=24' : source;
  await run(
    config.media.ffmpegPath,
    [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `${input},format=yuv420p`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${330 + index * 110}:sample_rate=44100`],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', file],
    ],
    { timeout: 120_000 },
  );
  return { path: file, bytes: (await fs.promises.stat(file)).size };
}

export async function discardUpload(upload: SpooledFile): Promise<void> {
  await fs.promises.rm(upload.path, { force: true });
}
