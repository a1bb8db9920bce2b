import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportDialog } from './report-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const target = { targetType: 'post' as const, targetId: '01JD8X7Q4K2M5N6P7R8S9T0V1W' };

function renderDialog(host?: string) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return Response.json({ _id: '01JD8X7Q4K2M5N6P7R8S9T0V1X', status: 'open' }, { status: 201 });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportDialog target={target} host={host} title="Report post" open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  return bodies;
}

describe('ReportDialog', () => {
  it('offers to send a report about someone on another server to their server too, when asked', async () => {
    const bodies = renderDialog('far.example');
    fireEvent.click(screen.getByRole('radio', { name: /Spam/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Also send to far.example/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(bodies).toEqual([{ ...target, reason: 'spam', forward: true }]));
  });

  it('sends nothing to their server unless ticked, and has no such choice for people here', async () => {
    const bodies = renderDialog('far.example');
    fireEvent.click(screen.getByRole('radio', { name: /Spam/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(bodies).toEqual([{ ...target, reason: 'spam' }]));
    cleanup();
    renderDialog();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
