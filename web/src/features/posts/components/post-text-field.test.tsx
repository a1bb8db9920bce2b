import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_POST_CHARS } from '../lib/limits';
import { PostTextField } from './post-text-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PostTextField value={value} onChange={setValue} label="Post content" />;
}

afterEach(cleanup);

describe('PostTextField', () => {
  it('starts at 500 remaining and counts down as you type', () => {
    render(<Harness />);
    expect(screen.getByTestId('char-counter').textContent).toBe('500/500');
    fireEvent.input(screen.getByLabelText('Post content'), { target: { value: 'Hello' } });
    expect(screen.getByTestId('char-counter').textContent).toBe('495/500');
  });

  it('cuts input past 500 characters and shows 0 remaining', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Post content') as HTMLTextAreaElement;
    fireEvent.input(field, { target: { value: 'a'.repeat(MAX_POST_CHARS + 25) } });
    expect(field.value).toHaveLength(MAX_POST_CHARS);
    expect(screen.getByTestId('char-counter').textContent).toBe('0/500');
  });

  it('keeps a full field at 500 characters when one more is typed', () => {
    render(<Harness initial={'a'.repeat(MAX_POST_CHARS)} />);
    const field = screen.getByLabelText('Post content') as HTMLTextAreaElement;
    fireEvent.input(field, { target: { value: 'a'.repeat(MAX_POST_CHARS + 1) } });
    expect(field.value).toHaveLength(MAX_POST_CHARS);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Post content') as HTMLTextAreaElement;
    fireEvent.input(field, { target: { value: '😀'.repeat(3) } });
    expect(screen.getByTestId('char-counter').textContent).toBe('497/500');
    fireEvent.input(field, { target: { value: '😀'.repeat(501) } });
    expect(Array.from(field.value)).toHaveLength(500);
    expect(field.value.endsWith('😀')).toBe(true);
  });

  it('ties the counter to the field for screen readers', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Post content');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByTestId('char-counter').id);
  });
});
