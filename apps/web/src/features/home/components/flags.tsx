import au from 'flag-icons/flags/4x3/au.svg';
import ca from 'flag-icons/flags/4x3/ca.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import ie from 'flag-icons/flags/4x3/ie.svg';
import nz from 'flag-icons/flags/4x3/nz.svg';
import pl from 'flag-icons/flags/4x3/pl.svg';
import us from 'flag-icons/flags/4x3/us.svg';

/** Flags from the flag-icons package, served from this site like every other image. */
const FLAGS = {
  au: { name: 'Australia', src: au },
  ca: { name: 'Canada', src: ca },
  de: { name: 'Germany', src: de },
  fr: { name: 'France', src: fr },
  gb: { name: 'United Kingdom', src: gb },
  ie: { name: 'Ireland', src: ie },
  nz: { name: 'New Zealand', src: nz },
  pl: { name: 'Poland', src: pl },
  us: { name: 'United States', src: us },
} as const;

export type FlagCode = keyof typeof FLAGS;

interface FlagRowProps {
  label: string;
  codes: readonly FlagCode[];
}

export function FlagRow({ label, codes }: FlagRowProps) {
  return (
    <ul className="flag-row list-unstyled d-flex flex-wrap gap-3 mb-0" aria-label={label}>
      {codes.map((code) => (
        <li key={code} className="text-center small">
          <img className="flag" src={FLAGS[code].src} alt="" width={48} height={36} loading="lazy" decoding="async" />
          <span className="d-block mt-1">{FLAGS[code].name}</span>
        </li>
      ))}
    </ul>
  );
}
