import { Trans } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { useEffect, useId, useState } from 'react';
import { useInPageLanguage } from '../layouts/site-link';
import type { QrDrawing } from './qr-drawing';
import '../../styles/applicant-copy.css';

/**
 * What the copy's QR code holds: the verification page in the language of the page being read,
 * the signed statement after `#` (ADR 053). A camera app opens it as a link; the browser never
 * sends what follows `#` to the server.
 */
export function useVerifyAddress(proof: string): string {
  const inPageLanguage = useInPageLanguage();
  return `${window.location.origin}${inPageLanguage(PAGES.verify)}#${proof}`;
}

type Drawing = QrDrawing | 'coming' | 'failed';

/**
 * The code, drawn once the encoder has arrived: it is fetched apart (8 KB gzip), so the copy's
 * first load does not wait for it. 'failed' when it cannot be fetched (the line dropped).
 */
function useQrDrawing(text: string): Drawing {
  const [drawn, setDrawn] = useState<{ text: string; drawing: Drawing } | null>(null);
  useEffect(() => {
    let current = true;
    import('./qr-drawing')
      .then(({ qrDrawing }): Drawing => qrDrawing(text))
      .catch((): Drawing => 'failed')
      .then((drawing) => {
        if (current) setDrawn({ text, drawing });
      });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.drawing : 'coming';
}

/** Black modules on white, one path for all of them, named by the caption's first line in the page's language. */
function QrImage({ drawing, labelledBy }: { drawing: QrDrawing; labelledBy: string }) {
  const { size, path } = drawing;
  return (
    <svg
      className="copy-proof-image"
      role="img"
      aria-labelledby={labelledBy}
      viewBox={`0 0 ${size} ${size}`}
      width={192}
      height={192}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * The copy's signed statement as a QR code, with what it is for beside it: anyone with a phone
 * checks the copy on the agency's verification page, offline too (ADR 053).
 */
export function CopyProof({ proof }: { proof: string }) {
  const drawing = useQrDrawing(useVerifyAddress(proof));
  const captionId = useId();
  // Words about a code that is not there would only puzzle: the rest of the copy stands without it.
  if (drawing === 'failed') return null;
  return (
    <figure className="copy-proof d-flex flex-wrap align-items-center gap-3 mb-4">
      {/* Left to right on an Urdu page too: nothing the page's direction flips may mirror a code. */}
      <div className="copy-proof-code" dir="ltr">
        {drawing !== 'coming' && <QrImage drawing={drawing} labelledBy={captionId} />}
      </div>
      <figcaption>
        <strong id={captionId} className="d-block">
          <Trans>Scan to check this copy</Trans>
        </strong>
        <span className="small text-body-secondary">
          <Trans>Signed by the agency: a phone's camera opens a page that says whether this copy is genuine.</Trans>
        </span>
      </figcaption>
    </figure>
  );
}
