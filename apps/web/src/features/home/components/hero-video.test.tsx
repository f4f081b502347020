import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_COPY } from '../../../testing/island-words';
import { HeroVideo } from './hero-video';

let play: ReturnType<typeof vi.fn<(this: HTMLMediaElement) => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<(this: HTMLMediaElement) => void>>;

function preferLessMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  play = vi.fn<(this: HTMLMediaElement) => Promise<void>>(function (this: HTMLMediaElement) {
    fireEvent.play(this);
    return Promise.resolve();
  });
  pause = vi.fn<(this: HTMLMediaElement) => void>(function (this: HTMLMediaElement) {
    fireEvent.pause(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

describe('hero video', () => {
  it('plays muted and in a loop, decorative, with a button to pause it', async () => {
    preferLessMotion(false);
    const user = userEvent.setup();
    const { container } = render(<HeroVideo pauseLabel={HERO_COPY.pauseVideo} playLabel={HERO_COPY.playVideo} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video).toHaveAttribute('poster');
    expect(video.loop).toBe(true);

    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(video.muted).toBe(true);
    await user.click(screen.getByRole('button', { name: HERO_COPY.pauseVideo }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: HERO_COPY.playVideo })).toBeInTheDocument();
  });

  it('stays still for visitors who prefer less motion, until they start it', async () => {
    preferLessMotion(true);
    const user = userEvent.setup();
    render(<HeroVideo pauseLabel={HERO_COPY.pauseVideo} playLabel={HERO_COPY.playVideo} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: HERO_COPY.playVideo }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: HERO_COPY.pauseVideo })).toBeInTheDocument();
  });
});
