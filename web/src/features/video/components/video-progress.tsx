import { i18n } from '@lingui/core';
/** A thin bar along the bottom of the video showing how much of it has played. */
export function VideoProgress({ percent }: { percent: number }) {
  const value = Math.round(percent);
  return (
    <div
      role="progressbar"
      aria-label={i18n._('Video progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="absolute inset-x-0 bottom-0 z-10 h-1 bg-white/30 max-md:bottom-14"
    >
      <div className="h-full bg-white" style={{ width: `${percent}%` }} />
    </div>
  );
}
