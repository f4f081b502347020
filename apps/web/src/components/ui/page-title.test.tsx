import { render, waitFor } from '@testing-library/react';
import { API } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/http';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it("names the page and the consultancy (from Settings) in the browser's tab", async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route' }) });
    render(<PageTitle>Check Visa Status</PageTitle>);
    await waitFor(() => expect(document.title).toBe('Check Visa Status | Maple Route'));
  });

  it('does not repeat the name after a heading that already carries it', async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route' }) });
    render(<PageTitle>Maple Route: your way to work and live in Canada</PageTitle>);
    await waitFor(() => expect(document.title).toBe('Maple Route: your way to work and live in Canada'));
  });
});
