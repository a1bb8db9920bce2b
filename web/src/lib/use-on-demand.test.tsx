import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand';

afterEach(cleanup);

function Shown({ load, wanted }: { load: () => Promise<string>; wanted: boolean }) {
  const text = useOnDemand(load, wanted);
  return <p>{text ?? 'waiting'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

it('asks for nothing until wanted, then once, and keeps what came', async () => {
  const load = vi.fn(async () => 'loaded');
  const { rerender } = render(<Shown load={load} wanted={false} />);
  expect(load).not.toHaveBeenCalled();
  rerender(<Shown load={load} wanted />);
  await screen.findByText('loaded');
  rerender(<Shown load={load} wanted={false} />);
  rerender(<Shown load={load} wanted />);
  expect(screen.getByText('loaded')).toBeTruthy();
  expect(load).toHaveBeenCalledOnce();
});

it('hands a failed load to the nearest error boundary, as lazy() does', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const load = () => Promise.reject(new Error('offline'));
  render(
    <Boundary>
      <Shown load={load} wanted />
    </Boundary>,
  );
  await waitFor(() => expect(screen.getByText('failed: offline')).toBeTruthy());
});
