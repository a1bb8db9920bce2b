import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { MediaBinary } from '../lib/media-binaries.js';

const run = promisify(execFile);

/** Which binary runs each tool, and whether video processing works at all on this server. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  available: boolean;
  /** `ffmpeg -version`'s first line for each tool, or why it did not run. */
  versions: Record<MediaBinary, string>;
}

async function version(binary: string): Promise<string | null> {
  try {
    const { stdout } = await run(binary, ['-version'], { timeout: 15_000 });
    return stdout.split('\n')[0]?.trim() || null;
  } catch {
    return null;
  }
}

/** Runs both tools once at start-up; video uploads are refused with 503 when either does not run. */
export async function checkMediaTools(paths: { ffmpegPath: string; ffprobePath: string }): Promise<MediaTools> {
  const { ffmpegPath: ffmpeg, ffprobePath: ffprobe } = paths;
  const [ffmpegVersion, ffprobeVersion] = await Promise.all([version(ffmpeg), version(ffprobe)]);
  return {
    ffmpeg,
    ffprobe,
    available: ffmpegVersion !== null && ffprobeVersion !== null,
    versions: {
      ffmpeg: ffmpegVersion ?? `${ffmpeg} did not run`,
      ffprobe: ffprobeVersion ?? `${ffprobe} did not run`,
    },
  };
}
