import { screen, within } from '@testing-library/react';
import { PAGES, ROLE_LABELS } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { DESK_PATHS } from '../config/page-titles';
import { mockApi, setSessionHint } from '../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../testing/render-app';

async function openStaffMenu(signedInAs: typeof ADMIN) {
  setSessionHint();
  mockApi({});
  renderApp(PAGES.dashboard, { signedInAs });
  return screen.findByRole('navigation', { name: 'Staff menu' });
}

describe('staff menu', () => {
  it('shows every group and link to a super admin', async () => {
    const menu = await openStaffMenu(SUPER_ADMIN);

    // Named for what they hold, in the menu's order.
    expect(within(menu).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Applications', 'Website', 'Staff accounts', 'Administration', 'Your account',
    ]);
    const links: [string, string][] = [
      ['Dashboard', PAGES.dashboard],
      ['Admin List', PAGES.userManagement],
      ['Add Admin', PAGES.addUserManagement],
      ['Application List', PAGES.application],
      ['Stage Board', DESK_PATHS.applicationBoard],
      ['Add Application', PAGES.addUserApplication],
      ['Demands', PAGES.demands],
      ['Call-back Requests', PAGES.callbacks],
      ['Slider List', PAGES.slider],
      ['Add Slider', PAGES.addSliders],
      ['Profile', PAGES.profile],
      ['Settings', PAGES.setting],
      ['Activity Log', PAGES.activity],
    ];
    for (const [name, href] of links) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the staff accounts, Settings and the Activity Log, and their headings, from an admin', async () => {
    const menu = await openStaffMenu(ADMIN);

    expect(within(menu).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Applications', 'Website', 'Your account']);
    expect(within(menu).queryByRole('link', { name: 'Admin List' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Add Admin' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Activity Log' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Application List' })).toBeInTheDocument();
    // The demand letters and the call-back requests are every staff member's too (ADR 052).
    expect(within(menu).getByRole('link', { name: 'Demands' })).toHaveAttribute('href', PAGES.demands);
    expect(within(menu).getByRole('link', { name: 'Call-back Requests' })).toHaveAttribute('href', PAGES.callbacks);
    // The board is every staff member's, as the list is.
    expect(within(menu).getByRole('link', { name: 'Stage Board' })).toHaveAttribute('href', DESK_PATHS.applicationBoard);
  });

  it('names the signed-in staff member and role, and offers Home, Logout and a skip link', async () => {
    await openStaffMenu(SUPER_ADMIN);

    expect(screen.getByText(SUPER_ADMIN.name)).toBeInTheDocument();
    expect(screen.getByText(ROLE_LABELS.superadmin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', PAGES.home);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('lets keyboard users open the menu on small screens', async () => {
    setSessionHint();
    mockApi({});
    const { user } = renderApp(PAGES.dashboard, { signedInAs: ADMIN });
    const toggle = await screen.findByRole('button', { name: 'Toggle staff menu' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveClass('is-open');
  });
});
