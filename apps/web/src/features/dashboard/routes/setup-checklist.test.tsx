import { screen, within } from '@testing-library/react';
import { PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/http';
import { ADMIN } from '../../../testing/render-app';
import { FIGURES, openDashboard } from './dashboard-test-support';

const FRESH_DESK = { ...FIGURES, setup: { consultancyName: false, phone: true, email: false, publishedSlide: false, secondStaff: true } };

const checklist = async () => within(await screen.findByRole('region', { name: 'Before the agency goes live' }));
const itemSaying = (list: ReturnType<typeof within>, text: string) => within(list.getByText(text).closest('li') as HTMLElement);

describe('first-run checklist', () => {
  it('tells the super admin what is missing, each with a link to where to fix it', async () => {
    openDashboard(() => jsonResponse(FRESH_DESK));
    const list = await checklist();
    expect(list.getByText('2 of 5 done')).toBeInTheDocument();
    const missing = [
      ['The consultancy’s name is still the default.', 'Set the name in Settings', PAGES.setting],
      ['No email address for applicants to write to.', 'Add the email address in Settings', PAGES.setting],
      ['No slide is published on the home page.', 'Add a slide', PAGES.addSliders],
    ] as const;
    for (const [text, link, to] of missing) {
      const item = itemSaying(list, text);
      expect(item.getByText('To do:')).toBeInTheDocument();
      expect(item.getByRole('link', { name: link })).toHaveAttribute('href', to);
    }
  });

  it('shows done items as done, in words and with a tick, and without a link', async () => {
    openDashboard(() => jsonResponse(FRESH_DESK));
    const list = await checklist();
    for (const text of ['The phone number is set.', 'Another staff member has an active account.']) {
      const item = itemSaying(list, text);
      expect(item.getByText('Done:')).toBeInTheDocument();
      expect(item.getByText('✓')).toHaveAttribute('aria-hidden', 'true');
      expect(item.queryByRole('link')).toBeNull();
    }
    expect(list.queryByRole('link', { name: 'Add a staff member' })).toBeNull();
  });

  it('is not shown once everything is done', async () => {
    openDashboard(() => jsonResponse(FIGURES));
    await screen.findByRole('heading', { name: 'Total Applications' });
    expect(screen.queryByRole('region', { name: 'Before the agency goes live' })).toBeNull();
  });

  it('is not shown to an admin, who cannot fix settings or staff', async () => {
    openDashboard(() => jsonResponse(FRESH_DESK), ADMIN);
    await screen.findByRole('heading', { name: 'Total Applications' });
    expect(screen.queryByRole('region', { name: 'Before the agency goes live' })).toBeNull();
    expect(screen.queryByText('The consultancy’s name is still the default.')).toBeNull();
  });
});
