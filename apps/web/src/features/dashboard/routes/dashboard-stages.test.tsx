import { screen, waitFor, within } from '@testing-library/react';
import { PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/http';
import { FIGURES, STAGES, openDashboard } from './dashboard-test-support';

const stagesCard = async () => within(await screen.findByRole('region', { name: 'Stages' }));
/** Each stage as the card lists it: its name and its count. */
const listed = (card: Awaited<ReturnType<typeof stagesCard>>) =>
  card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the dashboard by stage (ADR 049)', () => {
  it('counts the applications in each stage in use, in order, each a link to the list of them', async () => {
    const { user, router } = openDashboard(() => jsonResponse(FIGURES));
    const card = await stagesCard();
    await waitFor(() => expect(card.getByRole('link', { name: 'Medical check-up' })).toBeInTheDocument());

    // The archived advert holds none: it is left out; every stage in use is named, with none as 0.
    expect(listed(card)).toEqual(
      STAGES.stages.filter((stage) => !stage.archived).map((stage) => [stage.name, String(FIGURES.byStage[stage.id] ?? 0)]),
    );
    expect(card.getByRole('link', { name: 'Medical check-up' })).toHaveAttribute('href', `${PAGES.application}?stage=medical`);

    await user.click(card.getByRole('link', { name: 'Interview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES.application));
    expect(router.state.location.search).toBe('?stage=interview');
  });

  it('says how many are past their stage’s due day, linking to the list of the overdue ones', async () => {
    const { user, router } = openDashboard(() => jsonResponse(FIGURES));
    const card = await stagesCard();
    const link = card.getByRole('link', { name: '2 applications overdue' });
    expect(link).toHaveAttribute('href', `${PAGES.application}?overdue=true`);
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES.application));
    expect(router.state.location.search).toBe('?overdue=true');
  });

  it('says so when none is overdue', async () => {
    openDashboard(() => jsonResponse({ ...FIGURES, overdue: 0 }));
    const card = await stagesCard();
    expect(card.getByRole('link', { name: 'No application is overdue' })).toBeInTheDocument();
  });

  it('keeps an archived stage that still holds applications', async () => {
    openDashboard(() => jsonResponse({ ...FIGURES, byStage: { ...FIGURES.byStage, advert: 2 } }));
    const card = await stagesCard();
    await waitFor(() => expect(card.getByRole('link', { name: 'Advertisement' })).toHaveAttribute('href', `${PAGES.application}?stage=advert`));
    expect(card.getByRole('link', { name: 'Advertisement' }).closest('div')).toHaveTextContent('Advertisement2');
  });

  it('counts by stage id when the stages cannot be read', async () => {
    openDashboard(() => jsonResponse(FIGURES), undefined, () => jsonResponse({ message: 'Unavailable' }, 503));
    const card = await stagesCard();
    expect(listed(card)).toEqual(Object.entries(FIGURES.byStage).map(([id, count]) => [id, String(count)]));
    expect(card.getByRole('link', { name: 'medical' })).toHaveAttribute('href', `${PAGES.application}?stage=medical`);
  });

  it('names a move on the journey among the recent changes', async () => {
    const [latest] = FIGURES.recentHistory;
    openDashboard(() => jsonResponse({ ...FIGURES, recentHistory: [{ ...latest!, action: 'stage', detail: 'Stage set to Visa on 2025-03-04' }] }));
    const activity = within(await screen.findByRole('region', { name: 'Recent activity' }));
    const row = within(activity.getByRole('rowheader', { name: 'Chinedu Okafor' }).closest('tr') as HTMLElement);
    expect(row.getByText('Stage moved')).toBeInTheDocument();
    expect(row.getByText('Stage set to Visa on 2025-03-04')).toBeInTheDocument();
  });
});
