import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { MediaLimits } from '../config.js';
import { badRequest, unsupportedMedia } from '../errors.js';
import { mediaLimitMessages, mediaMessages } from './messages.js';

const run = promisify(execFile);

const VIDEO_CODECS = new Set(['h264', 'hevc', 'vp8', 'vp9', 'av1']);
const AUDIO_CODECS = new Set(['aac', 'mp3', 'opus', 'vorbis']);
const MAX_VIDEO_SIDE = 4096;
const TOOL_TIMEOUT_MS = 60_000;

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  /** Phones record portrait video as landscape frames with a display matrix turning them a quarter. */
  side_data_list?: { rotation?: number }[];
  tags?: { rotate?: string };
}

interface Probe {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

export interface CheckedVideo {
  durationSeconds: number;
  /** The size as shown: the frame's, swapped when the video is turned a quarter. */
  width: number;
  height: number;
  videoCodec: string;
}

async function probe(file: string, ffprobe: string): Promise<Probe> {
  try {
    const { stdout } = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: TOOL_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as Probe;
  } catch {
    throw badRequest(mediaMessages.VIDEO_UNREADABLE);
  }
}

function turnedAQuarter(stream: ProbeStream): boolean {
  const rotation =
    stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? Number(stream.tags?.rotate ?? 0);
  return Math.abs(Math.round(rotation / 90)) % 2 === 1;
}

/** ffprobe's verdict against the allow-list: known container, allowed codecs, bounded size and duration. */
export async function checkVideo(file: string, limits: MediaLimits): Promise<CheckedVideo> {
  const info = await probe(file, limits.ffprobePath);
  const formats = (info.format?.format_name ?? '').split(',');
  if (!formats.some((f) => ['mov', 'mp4', 'webm', 'matroska'].includes(f))) {
    throw unsupportedMedia(mediaMessages.VIDEO_TYPE_UNSUPPORTED);
  }
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video?.codec_name || !VIDEO_CODECS.has(video.codec_name))
    throw unsupportedMedia(mediaMessages.VIDEO_CODEC_UNSUPPORTED);
  const audio = streams.filter((s) => s.codec_type === 'audio');
  if (audio.some((s) => !s.codec_name || !AUDIO_CODECS.has(s.codec_name))) {
    throw unsupportedMedia(mediaMessages.VIDEO_CODEC_UNSUPPORTED);
  }
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (!width || !height) throw badRequest(mediaMessages.VIDEO_UNREADABLE);
  if (width > MAX_VIDEO_SIDE || height > MAX_VIDEO_SIDE) throw badRequest(mediaMessages.VIDEO_DIMENSIONS);
  const durationSeconds = Number.parseFloat(info.format?.duration ?? '');
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw badRequest(mediaMessages.VIDEO_UNREADABLE);
  if (durationSeconds > limits.maxVideoSeconds) throw badRequest(mediaLimitMessages.videoTooLong(limits));
  const turned = turnedAQuarter(video);
  return {
    durationSeconds,
    width: turned ? height : width,
    height: turned ? width : height,
    videoCodec: video.codec_name,
  };
}

/**
 * SEI NAL units (H.264 type 6, HEVC 39 and 40) carry free-form user data inside the video stream itself:
 * encoder settings, and on some devices the location. Nothing a player needs, so they are dropped.
 */
const SEI_FILTER: Record<string, string> = {
  h264: 'filter_units=remove_types=6',
  hevc: 'filter_units=remove_types=39|40',
};

/**
 * Copies the first video and audio streams into a fresh container without re-encoding, dropping all
 * metadata (phones record GPS there), container-level and SEI user data alike; MP4 gets its index up
 * front so playback starts before the download ends.
 */
export async function remuxVideo(
  ffmpeg: string,
  input: string,
  output: string,
  container: 'mp4' | 'webm',
  videoCodec: string,
) {
  const args = ['-v', 'error', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'];
  args.push('-map_metadata', '-1', '-map_chapters', '-1', '-dn', '-sn');
  const seiFilter = SEI_FILTER[videoCodec];
  if (seiFilter) args.push('-bsf:v', seiFilter);
  if (container === 'mp4') args.push('-movflags', '+faststart', ...(videoCodec === 'hevc' ? ['-tag:v', 'hvc1'] : []));
  args.push('-f', container, output);
  try {
    await run(ffmpeg, args, { timeout: TOOL_TIMEOUT_MS * 5 });
  } catch {
    throw unsupportedMedia(mediaMessages.VIDEO_CODEC_UNSUPPORTED);
  }
}

/** One JPEG frame a little into the video (the very first is often black), for the poster image. */
export async function extractFrame(ffmpeg: string, file: string, durationSeconds: number): Promise<Buffer> {
  const at = Math.min(1, durationSeconds / 3).toFixed(3);
  try {
    const { stdout } = await run(
      ffmpeg,
      ['-v', 'error', '-ss', at, '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', '-'],
      { timeout: TOOL_TIMEOUT_MS, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    if (stdout.length === 0) throw new Error('no frame');
    return stdout;
  } catch {
    throw badRequest(mediaMessages.VIDEO_UNREADABLE);
  }
}
