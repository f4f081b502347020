import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { PAGES, TOPBAR_SCROLL_THRESHOLD_PX } from '@visadesk/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../testing/test-i18n';
import { PublicLayout } from './public-layout';

function renderLayout() {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: PublicLayout,
      children: [
        { index: true, element: <p>Home</p> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
    },
  ]);
  render(
    <I18nProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return userEvent.setup();
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('public layout', () => {
  it('offers the enquiry and sign-in links and the home brand', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'VISA ENQUIRY' })).toHaveAttribute('href', PAGES.enquiry);
    expect(screen.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', PAGES.login);
    expect(screen.getByRole('link', { name: 'VisaDesk Migration Consultancy' })).toHaveAttribute('href', PAGES.home);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} VisaDesk Migration Consultancy · All rights reserved.`);
  });

  it('leads to the vacancies and home as pages the server writes, never drawn by the app from what it was built with', () => {
    renderLayout();
    const jobs = screen.getByRole('link', { name: 'JOBS ABROAD' });
    expect(jobs).toHaveAttribute('href', PAGES.jobs);
    // The router takes over a plain click on an app page's link (it cancels the browser's own load);
    // the vacancies and the home page (with the open demands in it) load as documents.
    const enquiry = screen.getByRole('link', { name: 'VISA ENQUIRY' });
    expect(fireEvent.click(enquiry)).toBe(false);
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    expect(fireEvent.click(jobs)).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'VisaDesk Migration Consultancy' }))).toBe(true);
    expect(screen.queryByText('Home')).toBeNull();
  });

  it('toggles the collapsed menu with an accessible button', async () => {
    const user = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    const links = document.getElementById(toggle.getAttribute('aria-controls') ?? '');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(links).not.toHaveClass('show');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(links).toHaveClass('show');
    await user.click(screen.getByRole('link', { name: 'VISA ENQUIRY' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes style once the page scrolls past the threshold', () => {
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Main' });

    scrollTo(TOPBAR_SCROLL_THRESHOLD_PX);
    expect(bar).not.toHaveClass('navbar-scrolled');
    scrollTo(TOPBAR_SCROLL_THRESHOLD_PX + 1);
    expect(bar).toHaveClass('navbar-scrolled');
    scrollTo(0);
  });
});
