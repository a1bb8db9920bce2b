import type { LucideIcon, LucideIconData, LucideIconNode, LucideProps } from 'lucide-react';
import { createElement } from 'react';

/** What the app passes its icons: classes and accessibility attributes; size and colour come from the classes. */
export type StaticIconProps = Omit<
  LucideProps,
  'ref' | 'children' | 'size' | 'color' | 'strokeWidth' | 'absoluteStrokeWidth' | 'nonScalingStroke'
>;

/** lucide-react's drawing of an icon: each icon component renders lucide's `Icon` with it (`createLucideIcon`). */
function dataOf(icon: LucideIcon): LucideIconData {
  const forwarded = icon as unknown as { render(props: object, ref: null): { props: { icon: LucideIconData } } };
  return forwarded.render({}, null).props.icon;
}

const escaped = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function markupOf(nodes: LucideIconNode[]): string {
  return nodes
    .map(([tag, attrs, children]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escaped(value)}"`)
        .join('');
      return `<${tag}${attributes}>${markupOf(children ?? [])}</${tag}>`;
    })
    .join('');
}

/**
 * A lucide icon drawn as lucide-react draws it (the same `<svg>`, attributes and classes), except that its
 * shapes are written once as markup and the element's attributes are set once: lucide-react builds both
 * afresh on every use, which was a tenth of the server's drawing of a feed (several icons per post). That
 * once is the icon's first use, not its definition: modules define many icons a page never draws, and
 * writing them all as the app's code first ran was up to 70 ms of a phone's CPU in one task.
 */
export function staticIcon(icon: LucideIcon) {
  let shapes: { __html: string } | undefined;
  let classes: string[] = [];
  let base = {};
  // A use's classes are one of the few its call sites write: each is joined once.
  const classNames = new Map<string, string>();
  const classesWith = (className = '') => {
    let joined = classNames.get(className);
    if (joined === undefined) {
      joined = [...new Set([...classes, ...className.split(' ').filter(Boolean)])].join(' ');
      classNames.set(className, joined);
    }
    return joined;
  };
  function StaticIcon({ className, ...rest }: StaticIconProps) {
    if (!shapes) {
      const data = dataOf(icon);
      const size = data.size ?? 24;
      shapes = { __html: markupOf(data.node) };
      classes = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
      base = {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: `0 0 ${size} ${size}`,
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': 2,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      };
    }
    const named = Object.entries(rest).some(
      ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
    );
    return createElement('svg', {
      ...base,
      className: classesWith(className),
      ...(named ? {} : { 'aria-hidden': 'true' }),
      ...rest,
      dangerouslySetInnerHTML: shapes,
    });
  }
  StaticIcon.displayName = icon.displayName;
  return StaticIcon;
}
