import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnownServer } from '../types';
import { FederationServers } from './federation-servers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const server = (host: string, severity: KnownServer['severity']): KnownServer => ({
  host,
  people: 2,
  lastContactAt: '2026-11-20T18:00:00.000Z',
  lastDeliveryAt: null,
  failures: 0,
  failingSince: null,
  paused: false,
  severity,
});

/** The admin's Federation tab against a server answering with `servers`; returns what the tab sent. */
function showServers(servers: KnownServer[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    if (method === 'GET') return Response.json(servers);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, body });
    const domain = body?.domain ?? decodeURIComponent(path.split('/').at(-1) ?? '');
    return Response.json(method === 'POST' ? { domain, severity: body.severity } : { domain });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FederationServers />
    </QueryClientProvider>,
  );
  return sent;
}

const row = async (host: string) =>
  (await screen.findAllByTestId('known-server')).find((item) => item.textContent?.startsWith(host)) as HTMLElement;

describe('FederationServers (the admin limits or blocks another server)', () => {
  it('limits a server by its domain, without its port', async () => {
    const sent = showServers([server('far.example:8443', null)]);
    fireEvent.click(within(await row('far.example:8443')).getByRole('button', { name: 'Limit' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/admin/domain-blocks', body: { domain: 'far.example', severity: 'limit' } },
      ]),
    );
  });

  it('blocks a server only once the admin confirms', async () => {
    const sent = showServers([server('spam.example', 'limit')]);
    const item = await row('spam.example');
    expect(within(item).getByText('Limited')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Block' }));
    expect(sent).toEqual([]);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/admin/domain-blocks', body: { domain: 'spam.example', severity: 'block' } },
      ]),
    );
  });

  it('lifts a block', async () => {
    const sent = showServers([server('bad.example', 'block')]);
    const item = await row('bad.example');
    expect(within(item).getByText('Blocked')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Block' })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/admin/domain-blocks/bad.example', body: undefined }]),
    );
  });
});
