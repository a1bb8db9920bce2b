import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentWarning } from './content-warning';

afterEach(cleanup);

describe('ContentWarning', () => {
  it('hides the content behind the warning until Show, and hides it again', () => {
    render(
      <ContentWarning spoiler="Film spoilers">
        <p>The butler did it</p>
      </ContentWarning>,
    );
    expect(screen.getByText('Film spoilers')).toBeTruthy();
    expect(screen.queryByText('The butler did it')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The butler did it')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('The butler did it')).toBeNull();
  });

  it('shows the content at once when there is no warning', () => {
    render(
      <ContentWarning spoiler="">
        <p>Nothing to hide</p>
      </ContentWarning>,
    );
    expect(screen.getByText('Nothing to hide')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
