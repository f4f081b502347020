import { Trans } from '@lingui/react/macro';
import { PageTitle } from './page-title';

interface PlaceholderPageProps {
  title: string;
}

/** Stands in for a screen that a later issue builds, so its route already exists. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <p className="text-body-secondary">
        <Trans>This screen is being prepared.</Trans>
      </p>
    </section>
  );
}
