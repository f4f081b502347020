import { useEffect, useRef, useState } from 'react';
import type { VerifyWords } from '../verify-words';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = (new (options: { formats: string[] }) => Detector) & { getSupportedFormats?: () => Promise<string[]> };
type Decoder = typeof import('jsqr').default;

/** How often a frame is looked at: a cheap phone's processor stays free for the camera. */
const FRAME_INTERVAL_MS = 250;

/**
 * Reads a QR code from one frame: the browser's BarcodeDetector where it has one (Chrome on
 * Android), the small kept decoder (jsQR, fetched only then) elsewhere.
 */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const nativeReadsQr = Native ? await (Native.getSupportedFormats?.() ?? Promise.resolve(['qr_code'])).then((formats) => formats.includes('qr_code'), () => false) : false;
  if (Native && nativeReadsQr) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // A CommonJS module: its decoder is the default export, or that export's own `default`.
  const loaded = (await import('jsqr')).default as Decoder | { default: Decoder };
  const jsQR = typeof loaded === 'function' ? loaded : loaded.default;
  const canvas = document.createElement('canvas');
  return async (video) => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || canvas.width === 0) return null;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The back camera's picture until a QR code is read (then `onRead` and the camera stops), or the verifier stops it. */
export function CameraScanner({ words, onRead, onStop }: { words: VerifyWords; onRead: (text: string) => void; onStop: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = async () => {
      // A dense code (version 16–18) wants more pixels than a camera's default 640 × 480.
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      const read = await frameReader();
      const look = async () => {
        if (stopped) return;
        const text = await read(element).catch(() => null);
        if (text) onRead(text);
        else timer = setTimeout(() => void look(), FRAME_INTERVAL_MS);
      };
      void look();
    };
    start().catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onRead]);
  return (
    <div className="mb-3">
      {failed ? (
        <p role="alert" className="alert alert-warning">{words.noCamera}</p>
      ) : (
        <>
          <p role="status">{words.scanning}</p>
          <video ref={video} className="verify-camera" muted playsInline aria-label={words.scanning} />
        </>
      )}
      <button type="button" className="btn btn-outline-secondary" onClick={onStop}>
        {words.stopScan}
      </button>
    </div>
  );
}
