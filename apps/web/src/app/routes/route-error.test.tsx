import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { COMMON_MESSAGES } from '@visadesk/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../testing/test-i18n';
import { RouteError } from './route-error';

describe('route error page', () => {
  it('replaces a page whose code failed to load with a way forward', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: RouteError,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ]);
    render(
      <I18nProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_MESSAGES.internalError);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
