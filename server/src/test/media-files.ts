import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { resolveTool } from '../lib/media-binaries.js';
import type { MediaStore } from '../media/store/store.js';

const run = promisify(execFile);
/** The same binaries the server picks (the bundled ones unless FFMPEG_PATH/FFPROBE_PATH say otherwise). */
const ffmpeg = resolveTool('ffmpeg', process.env);
const ffprobe = resolveTool('ffprobe', process.env);

/** Real media made on the spot for upload tests: sharp for images, ffmpeg's test source for videos. */
export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying GPS coordinates, a camera make and an EXIF orientation (6: rotate 90° to display). */
export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 30/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 10/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Random pixels compress badly, so this PNG is big on disk without being big in pixels. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a few hundred bytes that claim to be width × height pixels. */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export interface VideoOptions {
  seconds?: number;
  size?: string;
  format?: 'mp4' | 'mov' | 'webm';
  videoCodec?: string;
  audio?: boolean;
  metadata?: Record<string, string>;
  /** A display rotation in degrees, written as a phone does (frames stay as encoded). */
  rotate?: number;
}

/** A tiny real video from ffmpeg's lavfi test source (H.264 MP4 by default). */
export async function testVideo(options: VideoOptions = {}): Promise<Buffer> {
  const { seconds = 1, size = '160x120', format = 'mp4', audio = false, metadata = {} } = options;
  const videoCodec = options.videoCodec ?? (format === 'webm' ? 'libvpx' : 'libx264');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-video-'));
  const out = path.join(dir, `clip.${format}`);
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=10`];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`);
  args.push('-c:v', videoCodec, '-pix_fmt', 'yuv420p');
  if (audio) args.push('-c:a', format === 'webm' ? 'libvorbis' : 'aac');
  for (const [key, value] of Object.entries(metadata)) args.push('-metadata', `${key}=${value}`);
  args.push(out);
  try {
    await run(ffmpeg, args, { timeout: 60_000 });
    if (options.rotate === undefined) return fs.readFileSync(out);
    const rotated = path.join(dir, `rotated.${format}`);
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      '-i',
      out,
      '-c',
      'copy',
      '-metadata:s:v:0',
      `rotate=${options.rotate}`,
      rotated,
    ]);
    return fs.readFileSync(rotated);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** ffprobe's view of a file, to check what the server stored. */
export async function probeFile(file: string) {
  const { stdout } = await run(ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  return JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string }[];
    format: { format_name: string; duration: string; tags?: Record<string, string> };
  };
}

export function dataUrl(bytes: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export function formWith(fields: Record<string, string | { bytes: Buffer; name: string; type: string }>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type }), value.name);
  }
  return form;
}

/** Every file stored under the server's media folder (local storage), private ones as `private/<name>`. */
export function storedMediaFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'media');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every key in the test server's media store, local or S3. */
export async function storedMediaKeys(server: { app: { ctx: { media: { store: MediaStore } } } }): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of server.app.ctx.media.store.keys()) keys.push(key);
  return keys.sort();
}

export function hasFfmpeg(dir: string): boolean {
  return ['ffmpeg', 'ffprobe'].some((tool) => fs.existsSync(path.join(dir, tool)));
}

/** PATH without any folder that holds an ffmpeg or ffprobe, as on a machine that never installed them. */
export function pathWithoutFfmpeg(value = ''): string {
  return value
    .split(path.delimiter)
    .filter((dir) => dir && !hasFfmpeg(dir))
    .join(path.delimiter);
}
