import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { preloadOnApproach } from './preload-on-approach';

afterEach(cleanup);

it('starts the load when the pointer reaches the button and when the focus does, not before', () => {
  const load = vi.fn(async () => 'menu');
  render(
    <button type="button" {...preloadOnApproach(load)}>
      More
    </button>,
  );
  const button = screen.getByRole('button', { name: 'More' });
  expect(load).not.toHaveBeenCalled();
  fireEvent.pointerEnter(button);
  expect(load).toHaveBeenCalledOnce();
  fireEvent.focus(button);
  expect(load).toHaveBeenCalledTimes(2);
});
