import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefreshWhenStale } from './use-refresh-when-stale';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

afterEach(() => setVisibility('visible'));

describe('useRefreshWhenStale', () => {
  it('asks again once the answer is older than the limit, and only while the page is visible', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const refresh = vi.fn();
    const { rerender } = renderHook(({ at }) => useRefreshWhenStale(at, 60_000, refresh), {
      initialProps: { at: Date.now() as number | null },
    });

    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(refresh).toHaveBeenCalledTimes(1);

    // A fresh answer arrives; it goes stale while hidden and waits for the page to be seen again.
    rerender({ at: Date.now() });
    setVisibility('hidden');
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while there is no answer to age (loading, or the last call failed)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const refresh = vi.fn();
    renderHook(() => useRefreshWhenStale(null, 1_000, refresh));
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(refresh).not.toHaveBeenCalled();
  });
});
