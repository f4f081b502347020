import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/**
 * A QR code drawn here in the browser (the secret it carries never goes to a third party), as an
 * SVG image: `img-src data:` is allowed by the CSP, scripts are not. The library is fetched only
 * when a staff member sets up a second factor.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString }) => toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      current = false;
    };
  }, [value]);
  if (!src) {
    return (
      <div className="py-5" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span className="visually-hidden">
          <Trans>Drawing the QR code…</Trans>
        </span>
      </div>
    );
  }
  return <img className="border" src={src} alt={label} width={200} height={200} />;
}
