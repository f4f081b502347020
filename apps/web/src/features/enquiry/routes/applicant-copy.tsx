import { useLingui } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { CopyLetterhead } from '../../../components/applicant/copy-letterhead';
import { SiteLink } from '../../../components/layouts/site-link';
import { Island } from '../../../components/ui/island';
import { PageTitle } from '../../../components/ui/page-title';
import { useHeldCopy } from '../api/use-held-copy';
import { ApplicantCopySheet } from '../components/applicant-copy-sheet';
import { ExpiredLinksNotice, NoCopyNotice } from '../components/copy-notices';
import { KeepOnPhone } from '../keep/keep-on-phone';
import { keepWords } from '../keep/keep-words';
import { removeKeptCopiesOf } from '../keep/kept-copies';
import { KeptCopyView } from '../keep/kept-copy-view';
import { useKeptCopies } from '../keep/use-kept-copies';
import '../../../styles/applicant-copy-print.css';

function CopyActions({ forget }: { forget: () => void }) {
  const { t } = useLingui();
  return (
    <div className="d-flex flex-wrap gap-2 no-print">
      <SiteLink className="btn btn-outline-secondary" to={PAGES.enquiry}>
        {t`New enquiry`}
      </SiteLink>
      <button type="button" className="btn btn-outline-danger" onClick={forget}>
        {t`Forget this copy`}
      </button>
      <button type="button" className="btn btn-primary" onClick={() => window.print()}>
        {t`Print`}
      </button>
    </div>
  );
}

function CopyHeading({ actions }: { actions: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
      <PageTitle className="h3 mb-0">{t`Applicant Copy`}</PageTitle>
      {actions}
    </div>
  );
}

/**
 * The applicant copy of whatever the enquiry found, the page's one island (src/view-one-islands.tsx).
 * This tab keeps it for 30 minutes (reload, Back and a restored tab show it again); Forget removes
 * it at once (ADR 006). Without a copy in this tab, one kept on this phone (ADR 053) is shown
 * instead; never after Forget. The copy is never in the prerendered HTML: the page arrives with the
 * heading alone, and the island shows the copy once it is alive, so hydration finds what the HTML has.
 */
export function ApplicantCopyIsland() {
  const [alive, setAlive] = useState(false);
  // Not useSyncExternalStore's server snapshot (lib/auth/redirect-state.ts): Preact, which runs this
  // island, ignores it and would hydrate the copy into HTML that has none. One render more, once.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setAlive(true), []);
  const { view, forget, refreshLinks } = useHeldCopy();
  const { i18n } = useLingui();
  const words = keepWords(i18n);
  // What this phone keeps is read once, before anything is shown: a copy of the tab's says at once
  // whether it is kept, so nothing on screen moves when the phone's storage answers.
  const kept = useKeptCopies(alive);
  const ready = alive && kept.copies !== undefined;
  const forgetEverywhere = () => {
    if (view.kind === 'held') void removeKeptCopiesOf(view.copy.applications);
    forget();
  };
  const noCopy = view.kind === 'held' ? null : <NoCopyNotice kind={view.kind} />;
  const copy =
    view.kind === 'held' ? (
      <>
        <KeepOnPhone words={words} copies={view.copy.applications} kept={kept.records} />
        {view.linksExpired && <ExpiredLinksNotice refreshLinks={refreshLinks} />}
        {/* The copies carry no id (the enquiry answers none) and never change order while shown. */}
        {view.copy.applications.map((application, index) => (
          <ApplicantCopySheet key={index} application={application} />
        ))}
      </>
    ) : (view.kind === 'none' || view.kind === 'expired') && kept.copies && kept.copies.length > 0 ? (
      // Never after Forget, which removes them from the phone too.
      <KeptCopyView words={words} copies={kept.copies} kept={kept.records} fallback={noCopy} />
    ) : (
      noCopy
    );

  return (
    <>
      <CopyHeading actions={ready && view.kind === 'held' ? <CopyActions forget={forgetEverywhere} /> : null} />
      {ready && copy}
    </>
  );
}

/**
 * `/view-one` (`/hi/view-one`…): prerendered once per language as a shell; the letterhead (on paper
 * only) is plain HTML, the rest the page's island, its words from the page's catalogue.
 */
export function ApplicantCopyRoute() {
  return (
    <div className="container py-5 applicant-copy-page">
      <CopyLetterhead />
      <Island name="applicant-copy" component={ApplicantCopyIsland} />
    </div>
  );
}
