import { PAGE_SLOTS, logoSource } from '@visadesk/contract';
import { usePublicSettings } from './public-settings';

/**
 * The consultancy's logo as Settings have it (an uploaded picture), else the plain mark shipped in
 * `public/brand-mark.svg`. Decorative beside the name, which says the same. Prerendered, the
 * address is the server's slot.
 */
export function BrandMark() {
  const { logo } = usePublicSettings();
  const source = logo === PAGE_SLOTS.logoSource ? logo : logoSource(logo);
  // Lazy: React would otherwise write a preload link into the prerendered island that Preact, hydrating it, does not render. It is in view, so it loads at once all the same.
  return <img className="brand-mark" src={source} alt="" width={32} height={32} loading="lazy" decoding="async" />;
}
