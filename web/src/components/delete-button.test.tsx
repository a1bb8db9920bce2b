import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { DeleteButton } from './delete-button';

afterEach(cleanup);

it('asks first in a dialog loaded on the first press, gives focus back on Cancel, and deletes on Delete', async () => {
  const onConfirm = vi.fn();
  render(<DeleteButton label="Delete post" question="Are you sure?" onConfirm={onConfirm} />);
  const button = screen.getByRole('button', { name: 'Delete post' });
  expect(screen.queryByRole('alertdialog')).toBeNull();
  fireEvent.click(button);
  expect(button.getAttribute('aria-busy')).toBe('true');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete post' }, { timeout: 10_000 });
  expect(dialog.textContent).toContain('Are you sure?');
  expect(button.getAttribute('aria-busy')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(button));
  expect(onConfirm).not.toHaveBeenCalled();

  fireEvent.click(button);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledOnce();
});
