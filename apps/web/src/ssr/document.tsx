import { directionOf, PAGE_SLOTS, PAGES, PUBLIC_SETTINGS_ELEMENT_ID, versionsOf, WEB_APP, WEB_APP_ICONS, type Language } from '@visadesk/contract';
import { COPYRIGHT_YEAR_ATTRIBUTE } from '../components/layouts/copyright-year';
import { APP_SCRIPTS_ELEMENT_ID } from '../starter/starter';
import type { PageAssets } from './page-assets';
import type { PageHead } from './page-heads';

interface DocumentProps {
  head: PageHead;
  assets: PageAssets;
  /** The page itself, rendered by React beforehand (entry-server.tsx). */
  body: string;
}

/** Open Graph's locale of each language: the country most of its readers here come from. */
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', fr: 'fr_FR', hi: 'hi_IN', bn: 'bn_BD', ne: 'ne_NP', ur: 'ur_PK' };

/** `hreflang` links to every version of a translated page, and x-default to the English one. */
function Alternates({ head }: { head: PageHead }) {
  // An upload link's versions are private addresses, like the page itself; the applicant copy's are never indexed.
  if (head.page === PAGES.upload || head.page === PAGES.viewOne) return null;
  const versions = head.versions ?? (head.page === PAGES.jobs ? [] : versionsOf(head.page));
  if (versions.length < 2) return null;
  return (
    <>
      {versions.map(({ language, path }) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${PAGE_SLOTS.siteOrigin}${path}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${PAGE_SLOTS.siteOrigin}${versions[0]?.path ?? head.page}`} />
    </>
  );
}

/** A data block's contents: the CSP's script-src does not apply to it; `<` cannot close it. */
const dataBlock = (json: string) => ({ __html: json.replaceAll('<', '\\u003c') });

/**
 * The one template of every prerendered page. The server fills its named slots (`PAGE_SLOTS`) on
 * each request: the site's origin in the addresses, the consultancy's name where the page shows it,
 * and the schema.org and settings data blocks. Unlike the desk's shell (index.html), these pages
 * have content of their own, so search engines may index them, and no inline script: the starter
 * (src/starter/start.ts) loads the listed scripts once the page has painted. React puts the meta
 * and link tags before the stylesheets and scripts of the head, in the order written. An unlisted
 * page (an upload link) is the exception: kept from search engines, naming no address of its own.
 */
export function PrerenderedDocument({ head, assets, body }: DocumentProps) {
  const url = `${PAGE_SLOTS.siteOrigin}${head.path}`;
  return (
    <html lang={head.language} dir={directionOf(head.language)} {...{ [COPYRIGHT_YEAR_ATTRIBUTE]: PAGE_SLOTS.copyrightYear }}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before anything is fetched: an unlisted page's address carries a token. */}
        {head.unlisted && <meta name="referrer" content="no-referrer" />}
        {head.unlisted && <meta name="robots" content="noindex" />}
        <meta name="description" content={head.description} />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* Installable as the consultancy's app, in the page's language (ADR 053). */}
        <link rel="manifest" href={`${WEB_APP.manifest}?lang=${head.language}`} />
        <link rel="apple-touch-icon" href={WEB_APP_ICONS[0].src} />
        <title>{head.title}</title>
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" crossOrigin="" href={href} />
        ))}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="" href={href} />
        ))}
        {head.firstImage && <link rel="preload" as="image" href={head.firstImage} fetchPriority="high" />}
        <script type="module" src={assets.starter} />
        {!head.unlisted && <link rel="canonical" href={url} />}
        <Alternates head={head} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={PAGE_SLOTS.consultancyName} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {!head.unlisted && <meta property="og:url" content={url} />}
        <meta property="og:image" content={`${PAGE_SLOTS.siteOrigin}/social-card.png`} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={`${PAGE_SLOTS.consultancyName}: work visas and jobs abroad`} />
        <meta property="og:locale" content={OG_LOCALES[head.language]} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        {head.path === PAGES.home && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: PAGE_SLOTS.structuredData }} />}
        <script type="application/json" id={PUBLIC_SETTINGS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: PAGE_SLOTS.publicSettings }} />
      </head>
      <body>
        <div id="root" dangerouslySetInnerHTML={{ __html: body }} />
        <script type="application/json" id={APP_SCRIPTS_ELEMENT_ID} dangerouslySetInnerHTML={dataBlock(JSON.stringify(assets.scripts))} />
      </body>
    </html>
  );
}
