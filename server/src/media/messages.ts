import type { MediaLimits } from '../config.js';

const MB = 1024 * 1024;

/** Every refusal of the media pipeline, worded for people. */
export const mediaMessages = {
  unsupportedImage: 'Unsupported image type. Use JPEG, PNG, WebP, GIF or AVIF.',
  unsupportedVideo: 'Unsupported video type. Use MP4, WebM or MOV.',
  unsupportedMedia: 'Unsupported file type. Images: JPEG, PNG, WebP, GIF or AVIF. Videos: MP4, WebM or MOV.',
  unsupportedCodec:
    'Unsupported video format. Use H.264, HEVC, VP8, VP9 or AV1 video with AAC, MP3, Opus or Vorbis audio.',
  unreadableImage: 'The image could not be read.',
  unreadableVideo: 'The video could not be read.',
  invalidDataUrl: 'Image must be a base64 data URL or a file upload.',
  emptyFile: 'The uploaded file is empty.',
  imageTooLarge: (limits: MediaLimits) => `Image is too large. The limit is ${limits.maxImageBytes / MB} MB.`,
  videoTooLarge: (limits: MediaLimits) => `Video is too large. The limit is ${limits.maxVideoBytes / MB} MB.`,
  tooManyPixels: (limits: MediaLimits) =>
    `Image dimensions are too large. The limit is ${limits.maxImagePixels / 1_000_000} megapixels.`,
  videoTooLong: (limits: MediaLimits) => `Video is too long. The limit is ${limits.maxVideoSeconds} seconds.`,
  notFound: 'Media not found',
  videoUnavailable: 'Video processing is not available on this server.',
  quotaExceeded: (limits: MediaLimits) =>
    `Storage quota exceeded. Each person can store up to ${limits.quotaBytes / MB} MB of media; delete some posts or stories to make room.`,
  videoDimensions: 'Video dimensions are too large. The limit is 4096 pixels a side.',
  unexpectedFile: (field: string) => `Unexpected file field "${field}".`,
  duplicateFile: (field: string) => `Only one "${field}" file is allowed.`,
  malformedMultipart: 'Malformed multipart body',
} as const;
