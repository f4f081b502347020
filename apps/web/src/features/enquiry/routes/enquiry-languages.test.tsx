import { screen, waitFor } from '@testing-library/react';
import { API, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';

/** Issue 16: the status check in the applicant's language, the spec's messages included. */
describe('the status check in Hindi and Urdu', () => {
  it.each([
    ['hi', 'वीज़ा स्टेटस देखें', 'पासपोर्ट नंबर', 'जमा करें', 'कृपया सही पासपोर्ट नंबर दर्ज करें।'],
    ['ur', 'ویزا اسٹیٹس چیک کریں', 'پاسپورٹ نمبر', 'جمع کریں', 'براہ کرم درست پاسپورٹ نمبر درج کریں۔'],
  ] as const)('in %s: the heading, the labels and a missing passport number', async (language, heading, passport, submit, missing) => {
    const fetchMock = mockApi({ [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [] }) });
    const { user } = renderApp(PAGES.enquiry, { language });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const field = screen.getByLabelText(passport, { exact: true });
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(missing)));
    expect(callsTo(fetchMock, API.applications.enquiry)).toHaveLength(0);
  });

  it('says "not found" in Hindi when nothing matches', async () => {
    mockApi({ [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [] }) });
    const { user } = renderApp(PAGES.enquiry, { language: 'hi' });
    await user.type(await screen.findByLabelText('पासपोर्ट नंबर', { exact: true }), 'PA1234567');
    await user.type(screen.getByLabelText('राष्ट्रीयता', { exact: true }), 'Nepali');
    const dob = screen.getByLabelText('जन्म तिथि', { exact: true });
    await user.type(dob, '1992-04-17');
    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कोई मान्य आवेदन नहीं मिला। कृपया अपनी भरी हुई जानकारी जाँच लें।');
  });
});
