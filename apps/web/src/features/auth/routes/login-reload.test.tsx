import { screen } from '@testing-library/react';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/http';
import { hydratePrerenderedPage } from '../../../testing/hydrate-prerendered';

describe('the login page reloaded after registering', () => {
  it('hydrates without a mismatch, keeps the email typed meanwhile and still shows the notice', async () => {
    mockApi({});
    let email: HTMLElement | null = null;
    const { hydrationErrors } = await hydratePrerenderedPage(PAGES.login, {
      // The registration notice is still in history state after the reload.
      state: { notice: AUTH_MESSAGES.registered },
      beforeHydrating: () => {
        email = screen.getByLabelText('Email');
        (email as HTMLInputElement).value = 'nabin@visadesk.test';
      },
    });

    expect(await screen.findByText(AUTH_MESSAGES.registered)).toBeInTheDocument();
    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(screen.getByLabelText('Email')).toHaveValue('nabin@visadesk.test');
  });
});
