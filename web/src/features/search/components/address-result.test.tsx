import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressResult } from './address-result';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFor(answer: Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(String(url));
    return answer;
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/search']}>
        <Routes>
          <Route path="search" element={<AddressResult url="https://far.example/@maya/1" />} />
          <Route path=":username" element={<p>profile of the person</p>} />
          <Route path=":username/post/:pid" element={<p>page of the post</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe('AddressResult', () => {
  it('asks this server to look the address up, then opens the post it found here', async () => {
    const found = { type: 'post', _id: '01JD8X7Q4K2M5N6P7R8S9T0V1W', username: 'maya@far.example' };
    const asked = renderFor(Response.json(found));
    expect(await screen.findByText('page of the post')).toBeTruthy();
    expect(asked[0]).toContain(`/api/federation/resolve?url=${encodeURIComponent('https://far.example/@maya/1')}`);
  });

  it('says so when nothing is found there', async () => {
    const missing = { error: 'Nothing on another server was found at this address' };
    renderFor(Response.json(missing, { status: 404 }));
    expect(await screen.findByText('Nothing was found at this address')).toBeTruthy();
  });
});
