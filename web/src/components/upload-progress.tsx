import { i18n } from '@lingui/core';
/** How much of an upload has left the device (`sendForm`'s `onProgress`), in words and as a bar. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div role="status" className="space-y-1">
      <p className="text-sm">{i18n._('Uploading… {percent}%', { percent })}</p>
      <progress className="h-2 w-full" max={100} value={percent} aria-label={i18n._('Upload progress')} />
    </div>
  );
}
