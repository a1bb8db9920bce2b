export type MediaKind = 'image' | 'video';
/** What an upload field takes. */
export type MediaAccept = MediaKind | 'image-or-video';

/** The allow-list: content types we accept, decided from magic bytes only. */
const allowed: Record<string, { kind: MediaKind; container?: 'mp4' | 'webm' }> = {
  'image/jpeg': { kind: 'image' },
  'image/png': { kind: 'image' },
  'image/webp': { kind: 'image' },
  'image/gif': { kind: 'image' },
  'image/avif': { kind: 'image' },
  'video/mp4': { kind: 'video', container: 'mp4' },
  'video/quicktime': { kind: 'video', container: 'mp4' },
  'video/webm': { kind: 'video', container: 'webm' },
};

export interface SniffedType {
  mime: string;
  kind: MediaKind;
  /** The container a video is stored in after remuxing (MOV becomes MP4). */
  container?: 'mp4' | 'webm';
}

/** The file's real type from its first bytes; never the name or the client's content type. Null when not allowed. */
export async function sniffFile(file: string): Promise<SniffedType | null> {
  // Loaded with the first upload (~1 MB of V8 heap with its tokenizers).
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(file);
  if (!detected) return null;
  const entry = allowed[detected.mime];
  return entry ? { mime: detected.mime, ...entry } : null;
}
