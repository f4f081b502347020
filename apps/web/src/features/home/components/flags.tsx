import type { Destination } from '@visadesk/contract';

/**
 * A flag from the flag-icons package, copied by the build to a fixed address (vite.config.ts) so a
 * destination chosen in Settings can be filled into a prerendered page by the server.
 */
export const flagSource = (code: string) => `/flags/${code}.svg`;

interface FlagRowProps {
  label: string;
  countries: readonly Destination[];
}

export function FlagRow({ label, countries }: FlagRowProps) {
  return (
    <ul className="flag-row list-unstyled d-flex flex-wrap gap-3 mb-0" aria-label={label}>
      {countries.map(({ code, name }, position) => (
        // By position: a country may be listed twice, and the prerendered codes are slots.
        <li key={position} className="text-center small">
          <img className="flag" src={flagSource(code)} alt="" width={48} height={36} loading="lazy" decoding="async" />
          <span className="d-block mt-1">{name}</span>
        </li>
      ))}
    </ul>
  );
}
