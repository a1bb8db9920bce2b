import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

type Tool = 'ffmpeg' | 'ffprobe';

const BUNDLED_PACKAGE: Record<Tool, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};

const SETTING: Record<Tool, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };

/** Which binary runs each tool, and whether video processing works at all on this server. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  available: boolean;
  /** `ffmpeg -version`'s first line for each tool, or why it did not run. */
  versions: Record<Tool, string>;
}

/** The binary the registry package ships for this platform; null where it has none. */
function bundledBinary(tool: Tool): string | null {
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
export function resolveTool(tool: Tool, env: Record<string, string | undefined>): string {
  return env[SETTING[tool]] || bundledBinary(tool) || tool;
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
