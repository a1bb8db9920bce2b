import { render } from '@testing-library/react';
import { CheckCheck, Heart, House, type LucideIcon, MessageCircle, Repeat2 } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { type StaticIconProps, staticIcon } from './static-icon';

const drawn = (Icon: LucideIcon | ReturnType<typeof staticIcon>, props: StaticIconProps) =>
  render(<Icon {...props} />).container.innerHTML;

describe('an icon drawn once', () => {
  it('is the element lucide-react draws, with its classes, attributes and shapes', () => {
    const cases: [LucideIcon, StaticIconProps][] = [
      [Heart, { className: 'size-5 fill-red-500 text-red-500', 'aria-hidden': true }],
      [Heart, { className: 'size-5 ', 'aria-hidden': true }],
      [House, { className: 'size-6' }],
      [MessageCircle, {}],
      [Repeat2, { className: 'size-5 size-5 text-green-600', 'aria-hidden': true }],
      [CheckCheck, { className: 'size-4', 'aria-label': 'Seen' }],
    ];
    for (const [icon, props] of cases) {
      expect(drawn(staticIcon(icon), props)).toBe(drawn(icon, props));
    }
  });
});

describe('an icon defined', () => {
  it('is written only when first drawn, not as the module defining it runs', () => {
    let renders = 0;
    const counted = {
      ...Heart,
      render: (...args: unknown[]) => {
        renders += 1;
        return (Heart as unknown as { render: (...a: unknown[]) => unknown }).render(...args);
      },
    } as unknown as LucideIcon;
    const Icon = staticIcon(counted);
    expect(renders).toBe(0);
    expect(drawn(Icon, {})).toBe(drawn(Heart, {}));
    drawn(Icon, { className: 'size-4' });
    expect(renders).toBe(1);
  });
});
