import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_TICK_MS, useStoryProgress } from './use-story-progress';

describe('story progress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (storyId: string, ticking: boolean, onDone = vi.fn()) =>
    renderHook(
      (props: { storyId: string; ticking: boolean }) => useStoryProgress(props.storyId, props.ticking, onDone),
      {
        initialProps: { storyId, ticking },
      },
    );

  it('rises 1 % every 50 ms and is done after 5 s, once', () => {
    const onDone = vi.fn();
    const { result } = render('s1', true, onDone);
    act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS * 10));
    expect(result.current[0]).toBe(10);
    act(() => vi.advanceTimersByTime(4_450));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS));
    expect(result.current[0]).toBe(100);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('holds while not ticking and carries on afterwards', () => {
    const { result, rerender } = render('s1', true);
    act(() => vi.advanceTimersByTime(1_000));
    rerender({ storyId: 's1', ticking: false });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current[0]).toBe(20);
    rerender({ storyId: 's1', ticking: true });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[0]).toBe(30);
  });

  it('starts from zero for the next story, without finishing it early', () => {
    const onDone = vi.fn();
    const { result, rerender } = render('s1', true, onDone);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onDone).toHaveBeenCalledTimes(1);
    rerender({ storyId: 's2', ticking: true });
    expect(result.current[0]).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('takes a video’s own progress', () => {
    const { result } = render('v1', false);
    act(() => result.current[1](42));
    expect(result.current[0]).toBe(42);
  });
});
