import { i18n } from '@lingui/core';
import type { Story } from '../types';

/** One segment per story of the person on screen: done ones full, the current one filling. */
export function StoryProgressBar({ stories, index, progress }: { stories: Story[]; index: number; progress: number }) {
  const current = stories[index];
  let start = index;
  let end = index + 1;
  while (start > 0 && stories[start - 1]?.user._id === current?.user._id) start--;
  while (end < stories.length && stories[end]?.user._id === current?.user._id) end++;
  const run = stories.slice(start, end);
  return (
    <div className="flex gap-1">
      {run.map((story, position) => {
        const fill = start + position < index ? 100 : start + position === index ? progress : 0;
        const isCurrent = start + position === index;
        return (
          <div
            key={story._id}
            data-testid="story-segment"
            data-state={isCurrent ? 'current' : fill === 100 ? 'done' : 'upcoming'}
            className="h-1 flex-1 overflow-hidden rounded-full bg-white/40"
            {...(isCurrent
              ? {
                  role: 'progressbar',
                  'aria-label': i18n._('Story progress'),
                  'aria-valuemin': 0,
                  'aria-valuemax': 100,
                  'aria-valuenow': Math.round(fill),
                }
              : {})}
          >
            <div className="h-full bg-white" style={{ width: `${fill}%` }} />
          </div>
        );
      })}
    </div>
  );
}
