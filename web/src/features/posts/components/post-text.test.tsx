import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PostText } from './post-text';

afterEach(cleanup);

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <PostText text={text} />
    </MemoryRouter>,
  );

describe('PostText', () => {
  it('shows HTML as text and creates no element from it', () => {
    const { container } = renderText('<img src=x onerror=alert(1)>');
    expect(screen.getByTestId('post-text').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('links http(s) addresses, @mentions and #tags, and nothing else', () => {
    renderText('see https://example.com/a?b=1 and @Ada on #Cats but not javascript:alert(1)');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a?b=1', '/ada', '/tag/cats']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[2]?.textContent).toBe('#Cats');
    expect(screen.getByTestId('post-text').textContent).toBe(
      'see https://example.com/a?b=1 and @Ada on #Cats but not javascript:alert(1)',
    );
  });

  it('opens a text longer than 500 characters (from another server) with "Show more"', () => {
    const text = `${'a'.repeat(499)} #end of a long one`;
    renderText(text);
    expect(screen.getByTestId('post-text').textContent).toBe(`${'a'.repeat(499)}… Show more`);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByTestId('post-text').textContent).toBe(text);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
