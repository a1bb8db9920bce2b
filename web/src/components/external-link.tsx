import type { ReactNode } from 'react';

/** A link out of the app, opened in a new tab that gets no hold on this one and no referrer. */
export function ExternalLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
    </a>
  );
}
