import { render, screen } from '@testing-library/react';
import { API } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/http';
import { SiteFooter } from './site-footer';

describe('the site footer', () => {
  it('carries the current year and a name that ends its own sentence without a second full stop', async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Himalaya Overseas Pvt. Ltd.' }) });
    render(<SiteFooter />);
    const line = await screen.findByText(/Himalaya Overseas Pvt\. Ltd\./, { selector: 'p.text-center' });
    expect(line).toHaveTextContent(`© ${new Date().getFullYear()} Himalaya Overseas Pvt. Ltd. All rights reserved.`);
    expect(line.textContent).not.toContain('..');
  });
});
