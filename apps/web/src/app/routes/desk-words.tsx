import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { DESK_LANGUAGE, hasDeskCatalogue, loadDeskCatalogue } from '../../i18n/i18n';

/**
 * Above the staff desk's pages: their words are in a catalogue of their own (ADR 031), fetched the
 * first time a desk page opens, and the desk is English whatever page came before (the Hindi login
 * page, say). Until both hold, a loader; a catalogue that cannot be fetched, asked twice, goes to
 * the route's error page, which offers to reload.
 */
export function DeskWords() {
  const { i18n } = useLingui();
  const [ready, setReady] = useState(() => hasDeskCatalogue(i18n));
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadDeskCatalogue(i18n)
      .catch(() => loadDeskCatalogue(i18n))
      .then(
        () => current && setReady(true),
        (error: unknown) => current && setFailure(error),
      );
    return () => {
      current = false;
    };
  }, [i18n, ready]);

  if (failure) throw failure;
  // The address decides the language (usePageLanguage): after a Hindi page, English follows in a moment.
  if (!ready || i18n.locale !== DESK_LANGUAGE) return <PageLoader />;
  return <Outlet />;
}
