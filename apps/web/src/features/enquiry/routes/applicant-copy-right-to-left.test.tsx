import { screen, within } from '@testing-library/react';
import { API, localisedPath, PAGES } from '@visadesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/http';
import { isolatesAround } from '../../../testing/isolates';
import { renderApp } from '../../../testing/render-app';
import { forgetResults, holdResults } from '../api/held-results';
import { ENQUIRY, approvedApplicant } from '../testing/applicant';

afterEach(() => forgetResults());

/** The agency as Settings describe it, with words written in English on an Urdu page. */
const AGENCY = {
  consultancyName: 'Maple Route',
  phone: '+977 1-4435566',
  email: 'help@maple.test',
  address: 'Putalisadak, Kathmandu.',
  nextSteps: { rejected: { en: 'Visit us with your passport.' } },
};
const REASON = 'The medical report is older than a year.';

function openCopy(language: 'ur' | 'ne' | 'hi') {
  mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse(AGENCY) });
  holdResults(ENQUIRY, [approvedApplicant({ isStatus: 'rejected', statusReason: REASON, dob: '1998-11-02' })]);
  return renderApp(localisedPath(PAGES.viewOne, language));
}

/**
 * Right to left (ADR 037): on an Urdu page numbers and addresses keep their left-to-right order
 * ("+977 1-4435566", not "4435566-1 977+"), and words staff wrote keep their own direction.
 */
describe('the applicant copy and footer in Urdu', () => {
  it('sets every phone number, email address, passport and id number apart, left to right', async () => {
    openCopy('ur');
    await screen.findByRole('heading', { level: 2 });
    // The agency's phone and email under the status and in the footer, the applicant's own in section D.
    await screen.findAllByText(AGENCY.phone);
    for (const value of [AGENCY.phone, AGENCY.email]) expect(isolatesAround(value), value).toEqual(['bdi ltr', 'bdi ltr']);
    for (const value of ['PA1234567', '•••••7788', '+977 9812345678', 'anita@example.com']) {
      expect(isolatesAround(value), value).toEqual(['bdi ltr']);
    }
  });

  it('sets the dates apart in the page\'s direction: they are written in Urdu words', async () => {
    openCopy('ur');
    const personal = within(await screen.findByRole('region', { name: 'الف۔ ذاتی معلومات' }));
    const dob = personal.getByText('تاریخ پیدائش').nextElementSibling;
    expect(dob).toHaveTextContent('2 نومبر، 1998');
    for (const date of ['2 نومبر، 1998', '3 جون، 2019', '2 جون، 2029', '1 اکتوبر، 2025', '20 اکتوبر، 2025']) {
      expect(isolatesAround(date), date).toEqual(['bdi rtl']);
    }
  });

  it("isolates the reason, the next step and the address as written, in their own direction", async () => {
    openCopy('ur');
    const step = await screen.findByText(AGENCY.nextSteps.rejected.en);
    expect(isolatesAround(REASON)).toEqual(['bdi auto']);
    // Written in English only: its own direction, and marked as English (ADR 039).
    expect(isolatesAround(AGENCY.nextSteps.rejected.en)).toEqual(['span auto']);
    expect(step).toHaveAttribute('lang', 'en');
    expect(isolatesAround(AGENCY.address)).toEqual(['p auto']);
  });
});

describe('the applicant copy in Nepali', () => {
  it('writes each date with the Nepali month name, in Devanagari digits, the Bikram Sambat date beside it', async () => {
    openCopy('ne');
    await screen.findByRole('heading', { level: 2 });
    const dob = screen.getByText('२ नोभेम्बर १९९८ (१६ कार्तिक २०५५ वि.सं.)');
    expect(dob.closest('dd')?.previousElementSibling).toHaveTextContent('जन्म मिति');
    expect(screen.getByText('३ जुन २०१९ (२० जेठ २०७६ वि.सं.)')).toBeInTheDocument();
    expect(screen.getByText('१ अक्टोबर २०२५ (१५ असोज २०८२ वि.सं.)')).toBeInTheDocument();
    // The phone stays as typed, in its own left-to-right isolate, on a left-to-right page too.
    expect(isolatesAround('+977 9812345678')).toEqual(['bdi ltr']);
  });
});
