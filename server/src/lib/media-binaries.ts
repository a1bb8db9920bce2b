import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type MediaBinary = 'ffmpeg' | 'ffprobe';

const BUNDLED_PACKAGE: Record<MediaBinary, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};

const SETTING: Record<MediaBinary, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };

/** The binary the registry package ships for this platform; null where it has none. */
function bundledBinary(tool: MediaBinary): string | null {
  try {
    return (require(BUNDLED_PACKAGE[tool]) as { path: string }).path;
  } catch {
    return null;
  }
}

/**
 * FFMPEG_PATH / FFPROBE_PATH when set (then nothing else is tried: an operator who names a binary means
 * that one), otherwise the binary bundled in the npm package, otherwise whatever `ffmpeg` is on PATH.
 */
export function resolveTool(tool: MediaBinary, env: Record<string, string | undefined>): string {
  return env[SETTING[tool]] || bundledBinary(tool) || tool;
}
