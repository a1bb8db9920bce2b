import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../lib/i18n/choice';
import { LanguageSection } from './language-section';

afterEach(async () => {
  cleanup();
  await chooseLocale('en');
  localStorage.clear();
});

describe('LanguageSection', () => {
  it('shows a language chosen elsewhere at once (the account choice another tab made)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LanguageSection />
      </QueryClientProvider>,
    );
    const picker = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(picker.value).toBe('auto');
    await chooseLocale('es');
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('es'));
  });
});
