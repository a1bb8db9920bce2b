import type { MediaLimits } from '../config.js';
import { type Phrase, phrases, withParams } from '../lib/i18n/phrases.js';

const MB = 1024 * 1024;

/** Every refusal of the media pipeline, keyed by code. */
export const mediaMessages = phrases({
  IMAGE_TYPE_UNSUPPORTED: 'Unsupported image type. Use JPEG, PNG, WebP, GIF or AVIF.',
  VIDEO_TYPE_UNSUPPORTED: 'Unsupported video type. Use MP4, WebM or MOV.',
  MEDIA_TYPE_UNSUPPORTED: 'Unsupported file type. Images: JPEG, PNG, WebP, GIF or AVIF. Videos: MP4, WebM or MOV.',
  VIDEO_CODEC_UNSUPPORTED:
    'Unsupported video format. Use H.264, HEVC, VP8, VP9 or AV1 video with AAC, MP3, Opus or Vorbis audio.',
  IMAGE_UNREADABLE: 'The image could not be read.',
  VIDEO_UNREADABLE: 'The video could not be read.',
  DATA_URL_INVALID: 'Image must be a base64 data URL or a file upload.',
  FILE_EMPTY: 'The uploaded file is empty.',
  IMAGE_TOO_LARGE: 'Image is too large. The limit is {mb} MB.',
  VIDEO_TOO_LARGE: 'Video is too large. The limit is {mb} MB.',
  IMAGE_TOO_MANY_PIXELS: 'Image dimensions are too large. The limit is {megapixels} megapixels.',
  VIDEO_TOO_LONG: 'Video is too long. The limit is {seconds} seconds.',
  MEDIA_NOT_FOUND: 'Media not found',
  REMOTE_MEDIA_UNAVAILABLE: 'This file could not be fetched again from its original server.',
  VIDEO_UNAVAILABLE: 'Video processing is not available on this server.',
  MEDIA_QUOTA_EXCEEDED:
    'Storage quota exceeded. Each person can store up to {mb} MB of media; delete some posts or stories to make room.',
  VIDEO_DIMENSIONS: 'Video dimensions are too large. The limit is 4096 pixels a side.',
  UNEXPECTED_FILE_FIELD: 'Unexpected file field "{field}".',
  DUPLICATE_FILE_FIELD: 'Only one "{field}" file is allowed.',
  MULTIPART_MALFORMED: 'Malformed multipart body',
});

/** The refusals whose words carry this server's limits. */
export const mediaLimitMessages = {
  imageTooLarge: (limits: MediaLimits): Phrase =>
    withParams(mediaMessages.IMAGE_TOO_LARGE, { mb: limits.maxImageBytes / MB }),
  videoTooLarge: (limits: MediaLimits): Phrase =>
    withParams(mediaMessages.VIDEO_TOO_LARGE, { mb: limits.maxVideoBytes / MB }),
  tooManyPixels: (limits: MediaLimits): Phrase =>
    withParams(mediaMessages.IMAGE_TOO_MANY_PIXELS, { megapixels: limits.maxImagePixels / 1_000_000 }),
  videoTooLong: (limits: MediaLimits): Phrase =>
    withParams(mediaMessages.VIDEO_TOO_LONG, { seconds: limits.maxVideoSeconds }),
  quotaExceeded: (limits: MediaLimits): Phrase =>
    withParams(mediaMessages.MEDIA_QUOTA_EXCEEDED, { mb: limits.quotaBytes / MB }),
};
