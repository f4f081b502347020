import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemoteData } from './use-remote-data';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

afterEach(() => setVisibility('visible'));

describe('useRemoteData', () => {
  it('keeps the last answer while reloading and drops the answer of a superseded loader', async () => {
    let resolveFirst: (value: string) => void = () => {};
    const first = vi.fn(() => new Promise<string>((resolve) => (resolveFirst = resolve)));
    const second = vi.fn(() => Promise.resolve('second'));
    const { result, rerender } = renderHook(({ load }) => useRemoteData(load), { initialProps: { load: first } });
    expect(result.current.loading).toBe(true);
    rerender({ load: second });
    await waitFor(() => expect(result.current.data).toBe('second'));
    await act(async () => resolveFirst('first'));
    expect(result.current.data).toBe('second');

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'second', loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('fetches again once the answer is older than refreshAfterMs, and only while the page is visible', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let calls = 0;
    const load = vi.fn(() => Promise.resolve(++calls));
    const { result } = renderHook(() => useRemoteData(load, { refreshAfterMs: 60_000 }));
    await act(async () => {});
    expect(result.current.data).toBe(1);

    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.data).toBe(2);

    // Stale while hidden: it waits for the page to be seen again.
    setVisibility('hidden');
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect(load).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.data).toBe(3);
  });

  it('does not fetch again on its own without refreshAfterMs, nor after a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const load = vi.fn(() => Promise.reject(new Error('down')));
    const { result } = renderHook(() => useRemoteData(load, { refreshAfterMs: 1_000 }));
    await act(async () => {});
    expect(result.current.error).toBeInstanceOf(Error);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
