import { act, screen, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES, DEFAULT_NEXT_STEPS, DEFAULT_SLOT_LABELS, localisedPath, PAGES } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_EXPLANATION } from '../../../components/applicant/status-explanation';
import { jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { forgetResults, holdResults } from '../api/held-results';
import { ENQUIRY, approvedApplicant } from '../testing/applicant';
import { inEnglish } from '../../../testing/test-i18n';

afterEach(() => forgetResults());

describe('the applicant copy', () => {
  it("shows the status, photo, name, sections A to D and the documents present", async () => {
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(PAGES.viewOne);

    expect(await screen.findByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Anita Sharma' })).toHaveAttribute('src', '/api/files/photo?sig=1');
    expect(screen.getByText('SHARMA Anita')).toBeInTheDocument();
    for (const title of ['A. Personal Particulars', 'B. Company Details', 'C. Passport Details', "D. Applicant's Contact Details"]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const passport = screen.getByRole('region', { name: 'C. Passport Details' });
    expect(within(passport).getByText('PA1234567')).toBeInTheDocument();
    expect(within(passport).getByText('Passport Issue Date').nextElementSibling).toHaveTextContent(/^2019-06-03$/);
    expect(within(passport).getByText('Passport Expiry Date').nextElementSibling).toHaveTextContent(/^2029-06-02$/);
    // The server masks the national id to its last four; the copy shows it as it came.
    const personal = screen.getByRole('region', { name: 'A. Personal Particulars' });
    expect(within(personal).getByText('National ID').nextElementSibling).toHaveTextContent(/^•••••7788$/);
    // The phone in international form, its country code not a line of its own.
    const contact = screen.getByRole('region', { name: "D. Applicant's Contact Details" });
    expect(within(contact).getByText('Phone').nextElementSibling).toHaveTextContent(/^\+977 9812345678$/);
    expect(within(contact).queryByText('Country Code')).toBeNull();

    expect(screen.getByRole('link', { name: /Job Letter 1 \(PDF\)/ })).toHaveAttribute('href', '/api/files/job-letter?sig=1');
    expect(screen.getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/api/files/visa?sig=1');
    // Empty slots are left out.
    expect(screen.queryByText('Work Permit')).toBeNull();
  });

  it('lists the extra documents by label after the twelve slots, pictures shown and PDFs linked', async () => {
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant({
      extraDocuments: [
        { label: 'Medical report', url: '/api/files/medical?sig=1', contentType: 'application/pdf' },
        { label: 'Passport copy', url: '/api/files/passport?sig=1', contentType: 'image/png' },
      ],
    })]);
    renderApp(PAGES.viewOne);
    await screen.findByRole('heading', { level: 2, name: 'Application Status: Approved' });
    const documents = screen.getByRole('region', { name: 'Documents' });
    const links = within(documents).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Job Letter 1 (PDF)', 'Medical report (PDF)']);
    expect(within(documents).getByRole('link', { name: 'Medical report (PDF)' })).toHaveAttribute('href', '/api/files/medical?sig=1');
    const pictures = within(documents).getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(pictures).toEqual(['Visa', 'Passport copy']);
    expect(within(documents).getByRole('img', { name: 'Passport copy' })).toHaveAttribute('src', '/api/files/passport?sig=1');
  });

  it('shows a copy held from before extra documents existed', async () => {
    mockApi({});
    const { extraDocuments: _none, ...older } = approvedApplicant();
    holdResults(ENQUIRY, [older as ReturnType<typeof approvedApplicant>]);
    renderApp(PAGES.viewOne);
    await screen.findByRole('heading', { level: 2, name: 'Application Status: Approved' });
    expect(screen.getByRole('link', { name: /Job Letter 1 \(PDF\)/ })).toBeInTheDocument();
  });

  it('shows a copy held from before the passport dates existed, or without them, with no line for them', async () => {
    mockApi({});
    const { passportIssue: _issue, passportExpiry: _expiry, ...older } = approvedApplicant();
    holdResults(ENQUIRY, [older as ReturnType<typeof approvedApplicant>, approvedApplicant({ givenN: 'Rita', passportIssue: '', passportExpiry: '' })]);
    renderApp(PAGES.viewOne);
    await screen.findAllByRole('heading', { level: 2, name: 'Application Status: Approved' });
    const sections = screen.getAllByRole('region', { name: 'C. Passport Details' });
    expect(sections).toHaveLength(2);
    for (const passport of sections) {
      expect(within(passport).getAllByRole('term').map((term) => term.textContent)).toEqual(['Passport No', 'Issued Country']);
    }
  });

  it('names and writes the passport dates in Hindi at /hi/view-one', async () => {
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(localisedPath(PAGES.viewOne, 'hi'));
    const passport = within(await screen.findByRole('region', { name: 'C. पासपोर्ट की जानकारी' }));
    expect(passport.getByText('पासपोर्ट जारी होने की तारीख').nextElementSibling).toHaveTextContent(/^3 जून 2019$/);
    expect(passport.getByText('पासपोर्ट की समाप्ति तिथि').nextElementSibling).toHaveTextContent(/^2 जून 2029$/);
  });

  it.each(['en', 'ne', 'hi', 'ur'] as const)("heads the copy with the agency's name from Settings, for paper (%s)", async (language) => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Himalaya Overseas Careers' }) });
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(localisedPath(PAGES.viewOne, language));

    const letterhead = await screen.findByText('Himalaya Overseas Careers', { selector: '.print-letterhead' });
    // Above the page's title and the copy itself.
    const title = screen.getByRole('heading', { level: 1 });
    expect(letterhead.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the next step in Nepali on the Nepali copy, and the English, marked, where the agency wrote none', async () => {
    mockApi({
      [`GET ${API.publicSettings}`]: () =>
        jsonResponse({ consultancyName: 'Himal Manpower', nextSteps: { approved: { en: 'Collect your passport on Sunday.', ne: 'आइतबार राहदानी लिन आउनुहोस्।' }, rejected: { en: 'Visit us.' } } }),
    });
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(localisedPath(PAGES.viewOne, 'ne'));
    expect(await screen.findByText('आइतबार राहदानी लिन आउनुहोस्।')).toHaveAttribute('lang', 'ne');
    expect(screen.queryByText('Collect your passport on Sunday.')).toBeNull();
  });

  it('names a slot as Settings rename it, in Nepali on the Nepali copy, and in English (marked) where no Nepali is written', async () => {
    const slotLabels = { ...DEFAULT_SLOT_LABELS, file1: { en: 'Demand letter', ne: 'माग पत्र' } };
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Himal Manpower', slotLabels }) });
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(localisedPath(PAGES.viewOne, 'ne'));
    expect(await screen.findByRole('link', { name: /माग पत्र/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Job Letter|जागिर प्रस्ताव पत्र/ })).toBeNull();
  });

  it('names a renamed slot in English, marked, on a copy in a language the agency did not write it in', async () => {
    const slotLabels = { ...DEFAULT_SLOT_LABELS, file1: { en: 'Demand letter', ne: 'माग पत्र' } };
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Himal Manpower', slotLabels }) });
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(localisedPath(PAGES.viewOne, 'ur'));
    const link = await screen.findByRole('link', { name: /Demand letter/ });
    expect(within(link).getByText('Demand letter')).toHaveAttribute('lang', 'en');
  });

  it('gives the English next step marked lang="en" and isolated on the Urdu copy when none is written in Urdu', async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Himal Manpower', nextSteps: { approved: { en: 'Collect your passport on Sunday.' } } }) });
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(localisedPath(PAGES.viewOne, 'ur'));
    const step = await screen.findByText('Collect your passport on Sunday.');
    expect(step).toHaveAttribute('lang', 'en');
    expect(step).toHaveAttribute('dir', 'auto');
  });

  it("says why it was rejected, what to do next as Settings word it, and the agency's contacts", async () => {
    mockApi({
      [`GET ${API.publicSettings}`]: () =>
        jsonResponse({ consultancyName: 'Maple Route', phone: '+977 1 4412345', email: 'help@maple.test', nextSteps: { rejected: { en: 'Visit us with your passport.' } } }),
    });
    holdResults(ENQUIRY, [approvedApplicant({ isStatus: 'rejected', statusReason: 'The medical report is older than a year.' })]);
    renderApp(PAGES.viewOne);

    expect(await screen.findByRole('heading', { level: 2, name: 'Application Status: Rejected' })).toBeInTheDocument();
    expect(screen.getByText(inEnglish(STATUS_EXPLANATION.reason)).parentElement).toHaveTextContent('Reason: The medical report is older than a year.');
    expect(await screen.findByText('Visit us with your passport.')).toBeInTheDocument();
    expect(screen.getByText(inEnglish(STATUS_EXPLANATION.contact), { exact: false })).toHaveTextContent('+977 1 4412345 · help@maple.test');
  });

  it('shows no reason line when staff gave none, and the default next step', async () => {
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(PAGES.viewOne);
    await screen.findByRole('heading', { level: 2, name: 'Application Status: Approved' });
    expect(screen.queryByText(inEnglish(STATUS_EXPLANATION.reason))).toBeNull();
    expect(screen.getByText(DEFAULT_NEXT_STEPS.approved.en)).toHaveAttribute('lang', 'en');
  });

  it('prints with the browser', async () => {
    mockApi({});
    const print = vi.fn();
    vi.stubGlobal('print', print);
    holdResults(ENQUIRY, [approvedApplicant()]);
    const { user } = renderApp(PAGES.viewOne);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says there is nothing to show when reached without results', async () => {
    mockApi({});
    renderApp(PAGES.viewOne);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant Copy' })).toBeInTheDocument();
    // Once the phone's own storage has been looked in (a copy kept there would show instead).
    expect(await screen.findByRole('status')).toHaveTextContent(APPLICATION_MESSAGES.noApplicationData);
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('shows the copy again after the visitor leaves the page and comes back', async () => {
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant()]);
    const { router } = renderApp(PAGES.viewOne);
    await screen.findByRole('heading', { name: 'Application Status: Approved' });

    await act(() => router.navigate(PAGES.home));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Application Status: Approved' })).toBeInTheDocument();
  });
});
