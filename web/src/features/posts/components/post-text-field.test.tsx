import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { POST_TEXT_MAX } from '@threads/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostTextField } from './post-text-field';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <PostTextField value={value} onChange={setValue} label="Post content" />;
}

function Harness({ initial = '' }: { initial?: string }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <Field initial={initial} />
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PostTextField', () => {
  const left = () => screen.getByTestId('char-counter').getAttribute('data-remaining');
  const shownNumber = () => screen.getByTestId('char-counter-number').textContent;

  it('starts at 500 remaining and counts down as you type; the number shows only near the limit', () => {
    render(<Harness />);
    expect(left()).toBe('500');
    expect(shownNumber()).toBe('');
    expect(screen.getByLabelText('Post content').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('500 characters left')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Post content'), { target: { value: 'Hello' } });
    expect(left()).toBe('495');
    expect(shownNumber()).toBe('');
    fireEvent.input(screen.getByLabelText('Post content'), { target: { value: 'a'.repeat(POST_TEXT_MAX - 21) } });
    expect(shownNumber()).toBe('');
    fireEvent.input(screen.getByLabelText('Post content'), { target: { value: 'a'.repeat(POST_TEXT_MAX - 20) } });
    expect(shownNumber()).toBe('20');
  });

  it('cuts input past 500 characters and shows 0 remaining', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Post content') as HTMLTextAreaElement;
    fireEvent.input(field, { target: { value: 'a'.repeat(POST_TEXT_MAX + 25) } });
    expect(field.value).toHaveLength(POST_TEXT_MAX);
    expect(left()).toBe('0');
    expect(shownNumber()).toBe('0');
  });

  it('keeps a full field at 500 characters when one more is typed', () => {
    render(<Harness initial={'a'.repeat(POST_TEXT_MAX)} />);
    const field = screen.getByLabelText('Post content') as HTMLTextAreaElement;
    fireEvent.input(field, { target: { value: 'a'.repeat(POST_TEXT_MAX + 1) } });
    expect(field.value).toHaveLength(POST_TEXT_MAX);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Post content') as HTMLTextAreaElement;
    fireEvent.input(field, { target: { value: '😀'.repeat(3) } });
    expect(left()).toBe('497');
    fireEvent.input(field, { target: { value: '😀'.repeat(501) } });
    expect(Array.from(field.value)).toHaveLength(500);
    expect(field.value.endsWith('😀')).toBe(true);
  });

  it('ties the counter to the field for screen readers', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Post content');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '500 characters left',
    );
  });

  it('suggests people for @name and puts the one picked with the keys in the text', async () => {
    const people = ['adams', 'adele'].map((username) => ({ _id: username, username, name: username, profilePic: '' }));
    const fetch = vi.fn(async () => new Response(JSON.stringify(people)));
    vi.stubGlobal('fetch', fetch);
    render(<Harness />);
    const field = screen.getByLabelText('Post content') as HTMLTextAreaElement;
    field.value = 'hi @ad';
    field.setSelectionRange(6, 6);
    fireEvent.input(field);
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(fetch).toHaveBeenCalledWith('/api/users/search?q=ad', expect.anything());
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('hi @adele ');
    expect(field.selectionStart).toBe(10);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the suggestions on Escape and keeps the text', async () => {
    const people = [{ _id: 'a', username: 'adams', name: 'Adams', profilePic: '' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(people))),
    );
    render(<Harness />);
    const field = screen.getByLabelText('Post content') as HTMLTextAreaElement;
    field.value = '@ad';
    fireEvent.input(field);
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.value).toBe('@ad');
  });
});
