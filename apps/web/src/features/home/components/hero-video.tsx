import { useEffect, useRef, useState } from 'react';
import poster from '../assets/hero/hero-poster.webp';
import mp4 from '../assets/hero/hero.mp4';
import webm from '../assets/hero/hero.webm';
import { PlayPauseIcon } from './play-pause-icon';
import { prefersReducedMotion, usePrefersReducedMotion } from './use-reduced-motion';

function saysSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Muted first: browsers only let muted video play without a click. */
function start(video: HTMLVideoElement): void {
  video.muted = true;
  // A refused play() leaves the poster in place, and the button offers to start it.
  Promise.resolve()
    .then(() => video.play())
    .catch(() => {});
}

/**
 * The hero's looping, muted background. It is decorative, starts only after the page is ready (and
 * not at all for visitors who prefer less motion or save data), and has a pause button.
 */
export function HeroVideo({ pauseLabel, playLabel }: { pauseLabel: string; playLabel: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Asked afresh rather than taken from `reducedMotion`: the first render after hydration still
    // has the prerendered page's answer (motion is fine), and starting the video then would fetch it.
    if (prefersReducedMotion() || saysSaveData()) video.pause();
    else start(video);
  }, [reducedMotion]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) video.pause();
    else start(video);
  };

  return (
    <>
      <video
        ref={videoRef}
        className="home-hero-video"
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPause={() => setPlaying(false)}
        onPlay={() => setPlaying(true)}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        className="home-hero-video-toggle"
        aria-label={playing ? pauseLabel : playLabel}
        onClick={toggle}
      >
        <PlayPauseIcon playing={playing} />
      </button>
    </>
  );
}
