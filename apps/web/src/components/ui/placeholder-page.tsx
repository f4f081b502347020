import { PageTitle } from './page-title';

interface PlaceholderPageProps {
  title: string;
}

/** Stands in for a screen that a later issue builds, so its route already exists. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <p className="text-body-secondary">This screen is being prepared.</p>
    </section>
  );
}
