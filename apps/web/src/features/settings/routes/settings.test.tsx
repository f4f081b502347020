import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, AUTH_MESSAGES, DEFAULT_FEES_SETTINGS, DEFAULT_HOME_TEXTS, DEFAULT_SETTINGS, DEFAULT_SLOT_LABELS, MAIL_MESSAGES, DEFAULT_NEXT_STEPS, COMMON_MESSAGES, PAGES, publicSettingsOf, SETTINGS_MESSAGES, type Settings } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { usePublicSettings } from '../../../components/layouts/public-settings';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { shippedStages } from '../testing/stages';

const SAVED: Settings = {
  // A setting not named below shows its default.
  ...DEFAULT_SETTINGS,
  consultancyName: 'Maple Route Migration',
  phone: '+1 604 555 0100',
  email: 'hello@maple-route.test',
  address: '12 Harbour Street, Vancouver',
  socialLinks: { facebook: 'https://facebook.com/maple', instagram: '', linkedin: '', youtube: '', whatsapp: '' },
  nextSteps: { ...DEFAULT_NEXT_STEPS, approved: { en: 'Come to the office with your passport.' } },
  homeTexts: DEFAULT_HOME_TEXTS,
  slotLabels: DEFAULT_SLOT_LABELS,
  mail: DEFAULT_SETTINGS.mail,
  registrationPolicy: 'approval',
  requireTwoFactor: false,
  documentLabels: [{ en: 'Passport copy', ne: 'राहदानीको प्रतिलिपि' }, { en: 'Medical report' }],
  logo: '',
  retention: { sentEmailDays: 120, failedEmailDays: 400, activityLogDays: 1095 },
  digestHour: 7,
};

/**
 * The fees section (tested in settings-fees.test.tsx) without caps: each cap's list of countries is
 * 250 options, and they made two thirds of the page every label query walks.
 */
const noCaps = () => jsonResponse({ ...DEFAULT_FEES_SETTINGS, caps: [] });

async function openSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.settings}`]: () => jsonResponse(SAVED), [`GET ${API.stages}`]: shippedStages, [`GET ${API.fees}`]: noCaps, ...routes });
  const app = renderApp(PAGES.setting, { signedInAs: SUPER_ADMIN });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  // Typing here checks what is typed, not its pace: no pause between the keys.
  return { ...app, user: userEvent.setup({ delay: null }), fetchMock };
}

/*
 * Fields and buttons are looked for in their fieldset, or in the settings form. jsdom finds the labels
 * of each field or button by walking the whole page, again after every change: over the whole
 * Settings page (the stages section alone has fifty buttons) one query took most of a second, and
 * seconds on a loaded machine; within a fieldset it takes milliseconds.
 */
const fieldset = (legend: string) => within(screen.getByRole('group', { name: legend }));
const findFieldset = async (legend: string) => within(await screen.findByRole('group', { name: legend }));
const save = () => within(screen.getByRole('group', { name: 'Consultancy' }).closest('form') as HTMLFormElement).getByRole('button', { name: 'Save settings' });
const findSave = async () => {
  await screen.findByRole('group', { name: 'Consultancy' });
  return save();
};

describe('settings', () => {
  it('shows the saved settings', async () => {
    await openSettings();
    const consultancy = await findFieldset('Consultancy');
    expect(consultancy.getByLabelText('Consultancy name')).toHaveValue(SAVED.consultancyName);
    expect(consultancy.getByLabelText('Phone')).toHaveValue(SAVED.phone);
    expect(consultancy.getByLabelText('Email')).toHaveValue(SAVED.email);
    expect(consultancy.getByLabelText('Address')).toHaveValue(SAVED.address);
    const social = fieldset('Social links');
    expect(social.getByLabelText('Facebook')).toHaveValue(SAVED.socialLinks.facebook);
    for (const network of ['Instagram', 'LinkedIn', 'YouTube', 'WhatsApp']) expect(social.getByLabelText(network)).toHaveValue('');
    const nextSteps = fieldset('Next steps for applicants');
    expect(nextSteps.getByLabelText('When approved')).toHaveValue('Come to the office with your passport.');
    expect(nextSteps.getByLabelText('When rejected')).toHaveValue(DEFAULT_NEXT_STEPS.rejected.en);
    const policy = fieldset('Staff registration').getByLabelText('Registration policy');
    expect(policy).toHaveValue('approval');
    expect(within(policy).getAllByRole('option').map((o) => o.textContent)).toEqual(['Closed', 'Needs approval']);
  });

  it('saves the settings and confirms', async () => {
    const { user, fetchMock } = await openSettings({
      [`PUT ${API.settings}`]: () => jsonResponse({ ...SAVED, registrationPolicy: 'closed', socialLinks: { ...SAVED.socialLinks, youtube: 'https://youtube.com/@maple' } }),
    });
    await user.type((await findFieldset('Social links')).getByLabelText('YouTube'), 'https://youtube.com/@maple');
    await user.selectOptions(fieldset('Staff registration').getByLabelText('Registration policy'), 'Closed');
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
    expect(JSON.parse(String(callsTo(fetchMock, API.settings).find((c) => c.init.method === 'PUT')?.init.body))).toEqual({
      ...SAVED,
      registrationPolicy: 'closed',
      socialLinks: { ...SAVED.socialLinks, youtube: 'https://youtube.com/@maple' },
    });
  });

  it("edits the home page's own words and saves them", async () => {
    const { user, fetchMock } = await openSettings({ [`PUT ${API.settings}`]: () => jsonResponse(SAVED) });
    const homePage = await findFieldset('Home page');
    expect(homePage.getByLabelText('Heading')).toHaveValue(DEFAULT_HOME_TEXTS.heroHeading.en);
    expect(homePage.getByLabelText('Service 3: title')).toHaveValue('AFTER A REFUSAL');
    expect(homePage.getByLabelText('Step 4: text')).toHaveValue(DEFAULT_HOME_TEXTS.processSteps[3]?.text.en);
    expect(homePage.getByLabelText('Destination 1')).toHaveValue(DEFAULT_HOME_TEXTS.destinations[0]);
    await user.clear(homePage.getByLabelText('Heading'));
    await user.type(homePage.getByLabelText('Heading'), 'Work in the Gulf with {{name}');
    await user.clear(homePage.getByLabelText('Service 2: title'));
    await user.type(homePage.getByLabelText('Service 2: title'), 'MEDICAL CHECKS');
    await user.selectOptions(homePage.getByLabelText('Destination 1'), 'Qatar');
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
    const sent = JSON.parse(String(callsTo(fetchMock, API.settings).find((c) => c.init.method === 'PUT')?.init.body));
    expect(sent.homeTexts).toEqual({
      ...DEFAULT_HOME_TEXTS,
      heroHeading: { ...DEFAULT_HOME_TEXTS.heroHeading, en: 'Work in the Gulf with {name}' },
      services: DEFAULT_HOME_TEXTS.services.map((item, index) => (index === 1 ? { ...item, title: { ...item.title, en: 'MEDICAL CHECKS' } } : item)),
      destinations: ['qa', ...DEFAULT_HOME_TEXTS.destinations.slice(1)],
    });
  });

  it('writes each text per language: a Nepali version beside the English, nothing lost switching, one save', async () => {
    const { user, fetchMock } = await openSettings({ [`PUT ${API.settings}`]: () => jsonResponse(SAVED) });
    const homePage = await findFieldset('Home page');
    const languages = fieldset('Language of the texts');
    const slots = fieldset('Document slot names');
    await user.clear(homePage.getByLabelText('Heading'));
    await user.type(homePage.getByLabelText('Heading'), 'Jobs in Qatar with {{name}');
    // The keyboard reaches the languages: arrow keys move between the radio buttons.
    await user.click(languages.getByRole('radio', { name: 'English' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(languages.getByRole('radio', { name: 'नेपाली' })).toBeChecked();
    const nepali = homePage.getByLabelText('Heading (नेपाली)');
    expect(nepali).toHaveValue(DEFAULT_HOME_TEXTS.heroHeading.ne);
    expect(nepali).toHaveAttribute('lang', 'ne');
    await user.clear(nepali);
    await user.paste('{name}सँग कतारमा रोजगारी');
    const approved = fieldset('Next steps for applicants').getByLabelText('When approved (नेपाली)');
    expect(approved).toHaveAttribute('placeholder', 'Come to the office with your passport.');
    await user.click(approved);
    await user.paste('राहदानी लिएर कार्यालय आउनुहोस्।');
    await user.clear(slots.getByLabelText('Slot 5 (नेपाली)'));
    await user.type(slots.getByLabelText('Slot 5 (नेपाली)'), 'माग पत्र');
    await user.click(fieldset('Extra document labels').getByLabelText('Medical report'));
    await user.paste('स्वास्थ्य प्रतिवेदन');
    await user.click(languages.getByRole('radio', { name: 'English' }));
    expect(homePage.getByLabelText('Heading')).toHaveValue('Jobs in Qatar with {name}');
    await user.clear(slots.getByLabelText('Slot 5'));
    await user.type(slots.getByLabelText('Slot 5'), 'Demand letter');
    await user.click(languages.getByRole('radio', { name: 'नेपाली' }));
    expect(homePage.getByLabelText('Heading (नेपाली)')).toHaveValue('{name}सँग कतारमा रोजगारी');
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
    const sent = JSON.parse(String(callsTo(fetchMock, API.settings).find((c) => c.init.method === 'PUT')?.init.body));
    expect(sent.homeTexts.heroHeading).toEqual({ ...DEFAULT_HOME_TEXTS.heroHeading, en: 'Jobs in Qatar with {name}', ne: '{name}सँग कतारमा रोजगारी' });
    expect(sent.nextSteps.approved).toEqual({ en: 'Come to the office with your passport.', ne: 'राहदानी लिएर कार्यालय आउनुहोस्।' });
    expect(sent.slotLabels.file5).toEqual({ ...DEFAULT_SLOT_LABELS.file5, en: 'Demand letter', ne: 'माग पत्र' });
    expect(sent.documentLabels).toEqual([{ en: 'Passport copy', ne: 'राहदानीको प्रतिलिपि' }, { en: 'Medical report', ne: 'स्वास्थ्य प्रतिवेदन' }]);
  });

  it('names a missing English text while another language is being written', async () => {
    const { user, fetchMock } = await openSettings();
    const homePage = await findFieldset('Home page');
    await user.clear(homePage.getByLabelText('About text'));
    await user.click(fieldset('Language of the texts').getByRole('radio', { name: 'اردو' }));
    await user.click(save());
    // The form's check runs after the click: wait for its message, not only for the field.
    const field = await homePage.findByLabelText('About text (اردو)');
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(`English: ${SETTINGS_MESSAGES.homeText.replace(/[()]/g, '\\$&')}`)));
    expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);
  });

  it('sets who the email comes from, where replies go, and which events send one', async () => {
    const { user, fetchMock } = await openSettings({ [`PUT ${API.settings}`]: () => jsonResponse(SAVED) });
    const mail = await findFieldset('Email to applicants');
    await user.type(mail.getByLabelText('Sender name'), 'Maple Route Visas');
    await user.type(mail.getByLabelText('Reply-to address'), 'cases@maple-route.test');
    const documents = mail.getByRole('checkbox', { name: 'When documents are added' });
    expect(documents).toBeChecked();
    await user.click(documents);
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
    const sent = JSON.parse(String(callsTo(fetchMock, API.settings).find((c) => c.init.method === 'PUT')?.init.body));
    expect(sent.mail).toEqual({ senderName: 'Maple Route Visas', replyTo: 'cases@maple-route.test', events: { registered: true, status: true, documents: false } });
  });

  it("sends a test email without saving, and shows the mail server's answer or why it failed", async () => {
    let answer = () => jsonResponse({ message: SETTINGS_MESSAGES.testEmailSent, to: 'owner@maple-route.test', response: '250 2.0.0 OK queued' });
    const { user, fetchMock } = await openSettings({ [`POST ${API.testEmail}`]: () => answer() });
    await user.click(await screen.findByRole('button', { name: 'Send test email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${SETTINGS_MESSAGES.testEmailSent} Sent to owner@maple-route.test. The server answered: 250 2.0.0 OK queued`,
    );
    answer = () => jsonResponse({ message: MAIL_MESSAGES.notConfigured }, 409);
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_MESSAGES.notConfigured);
    expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);
  });

  it('refuses an emptied home page text before saving', async () => {
    const { user, fetchMock } = await openSettings();
    await user.clear((await findFieldset('Home page')).getByLabelText('About text'));
    await user.click(save());
    expect(await screen.findByText(SETTINGS_MESSAGES.homeText)).toBeInTheDocument();
    expect(fieldset('Home page').getByLabelText('About text')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);
  });

  it('brings the name and contacts the pages show up to date after a save', async () => {
    const renamed = { ...SAVED, consultancyName: 'Harbour Visas' };
    let stored = SAVED;
    const { user } = await openSettings({
      [`PUT ${API.settings}`]: () => jsonResponse((stored = renamed)),
      [`GET ${API.publicSettings}`]: () => jsonResponse(publicSettingsOf(stored)),
    });
    const { result } = renderHook(() => usePublicSettings());
    await waitFor(() => expect(result.current.consultancyName).toBe(SAVED.consultancyName), { timeout: 1500 });
    await user.clear((await findFieldset('Consultancy')).getByLabelText('Consultancy name'));
    await user.type(fieldset('Consultancy').getByLabelText('Consultancy name'), renamed.consultancyName);
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
    await waitFor(() => expect(result.current.consultancyName).toBe('Harbour Visas'), { timeout: 1500 });
  });

  it('checks the fields with the contract rules before saving', async () => {
    const { user, fetchMock } = await openSettings();
    await user.clear((await findFieldset('Consultancy')).getByLabelText('Consultancy name'));
    await user.type(fieldset('Social links').getByLabelText('Instagram'), 'instagram.com/maple');
    await user.click(save());

    expect(await screen.findByText(SETTINGS_MESSAGES.consultancyName)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.link)).toBeInTheDocument();
    expect(fieldset('Social links').getByLabelText('Instagram')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);
  });

  it('takes several office numbers as an agency writes them, and says how to write them when one is no number', async () => {
    const phones = '+977 1-4435566, 01-4435566/67 / 9851012345';
    const { user, fetchMock } = await openSettings({ [`PUT ${API.settings}`]: () => jsonResponse({ ...SAVED, phone: phones }) });
    const phone = (await findFieldset('Consultancy')).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call the office');
    await user.click(save());
    expect(await screen.findByText(SETTINGS_MESSAGES.phone)).toBeInTheDocument();
    expect(SETTINGS_MESSAGES.phone).toContain('separated by commas');
    expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, phones);
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
    expect(JSON.parse(String(callsTo(fetchMock, API.settings).find((c) => c.init.method === 'PUT')?.init.body)).phone).toBe(phones);
  });

  it('shows the server field errors on the fields', async () => {
    const { user } = await openSettings({
      [`PUT ${API.settings}`]: () =>
        jsonResponse({ message: 'Invalid', errors: { phone: 'That number cannot be reached.', 'socialLinks.facebook': 'That page does not exist.' } }, 400),
    });
    await user.click(await findSave());

    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_MESSAGES.validationFailed);
    expect(fieldset('Consultancy').getByLabelText('Phone')).toHaveAccessibleDescription(expect.stringMatching(/^That number cannot be reached\. One number or several/));
    expect(fieldset('Social links').getByLabelText('Facebook')).toHaveAccessibleDescription('That page does not exist.');
  });

  it('says when no answer comes while saving', async () => {
    const { user } = await openSettings({ [`PUT ${API.settings}`]: networkFailure });
    await user.click(await findSave());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.noResponse);
  });

  it('says why the settings are missing and tries again', async () => {
    let answer: () => Response = () => jsonResponse({ message: 'Database down' }, 500);
    const { user } = await openSettings({ [`GET ${API.settings}`]: () => answer() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database down');

    answer = () => jsonResponse(SAVED);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await findFieldset('Consultancy')).getByLabelText('Consultancy name')).toHaveValue(SAVED.consultancyName);
  });

  it('is not open to an admin', async () => {
    setSessionHint();
    const fetchMock = mockApi({});
    renderApp(PAGES.setting, { signedInAs: ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.forbidden);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    // The desk's brand asks for the consultancy's public name; the settings themselves are never read.
    expect(callsTo(fetchMock, API.settings)).toHaveLength(0);
  });

  describe('what is kept how long, and the hour of the daily digest', () => {
    const sent = () => fieldset('Records kept').getByLabelText('Sent email, in days');
    const activity = () => fieldset('Records kept').getByLabelText('Activity log, in days');
    const hour = () => fieldset('Daily digest').getByLabelText('Daily digest of expiring passports at');

    it('shows them, says what each does, and saves them as numbers', async () => {
      const changed = { retention: { ...SAVED.retention, sentEmailDays: 30, activityLogDays: 365 }, digestHour: 6 };
      const { user, fetchMock } = await openSettings({ [`PUT ${API.settings}`]: () => jsonResponse({ ...SAVED, ...changed }) });
      expect(await screen.findByRole('group', { name: 'Records kept' })).toBeInTheDocument();
      expect(sent()).toHaveValue(120);
      expect(fieldset('Records kept').getByLabelText('Email that could not be sent, in days')).toHaveValue(400);
      expect(activity()).toHaveValue(1095);
      expect(activity()).toHaveAccessibleDescription(
        "Older entries leave the activity log and each application's history. To keep them, export the activity log first. From 365 to 3650 days; 730 unless you change it.",
      );
      expect(within(screen.getByRole('group', { name: 'Daily digest' })).getByRole('combobox')).toBe(hour());
      expect(hour()).toHaveDisplayValue('07:00');
      expect(within(hour()).getAllByRole('option')).toHaveLength(24);

      await user.clear(sent());
      await user.type(sent(), '30');
      await user.clear(activity());
      await user.type(activity(), '365');
      await user.selectOptions(hour(), '06:00');
      await user.click(save());

      expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
      expect(JSON.parse(String(callsTo(fetchMock, API.settings).find((c) => c.init.method === 'PUT')?.init.body))).toEqual({ ...SAVED, ...changed });
    });

    it('refuses days out of bounds, or none, on the field before saving', async () => {
      const { user, fetchMock } = await openSettings();
      await screen.findByRole('group', { name: 'Records kept' });
      await user.clear(sent());
      await user.type(sent(), '6');
      await user.clear(activity());
      await user.click(save());

      expect(await screen.findByText('Please keep sent email between 7 and 3650 days.')).toBeInTheDocument();
      expect(sent()).toHaveAttribute('aria-invalid', 'true');
      expect(activity()).toHaveAccessibleDescription(expect.stringMatching(/^Please keep the activity log between 365 and 3650 days\. Older entries/));
      expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);
    });
  });

  describe('requiring two-factor authentication of all staff', () => {
    const checkbox = () => fieldset('Staff sign-in').getByRole('checkbox', { name: 'Require two-factor authentication for all staff' });

    it('shows the setting and says what it does', async () => {
      await openSettings();
      await screen.findByRole('group', { name: 'Staff sign-in' });
      expect(checkbox()).not.toBeChecked();
      expect(checkbox()).toHaveAccessibleDescription(
        'Staff without it can still sign in, but can do nothing else until they set it up on their Profile page. Set up your own first.',
      );
    });

    it('saves it', async () => {
      const { user, fetchMock } = await openSettings({ [`PUT ${API.settings}`]: () => jsonResponse({ ...SAVED, requireTwoFactor: true }) });
      await screen.findByRole('group', { name: 'Staff sign-in' });
      await user.click(checkbox());
      await user.click(save());

      expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
      const put = callsTo(fetchMock, API.settings).find((c) => c.init.method === 'PUT');
      expect(JSON.parse(String(put?.init.body))).toEqual({ ...SAVED, requireTwoFactor: true });
      expect(checkbox()).toBeChecked();
    });

    it('shows at the checkbox why the server refused it', async () => {
      const refusal = SETTINGS_MESSAGES.ownSecondFactorFirst;
      const { user } = await openSettings({
        [`PUT ${API.settings}`]: () => jsonResponse({ message: refusal, errors: { requireTwoFactor: refusal } }, 400),
      });
      await screen.findByRole('group', { name: 'Staff sign-in' });
      await user.click(checkbox());
      await user.click(save());

      expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_MESSAGES.validationFailed);
      expect(checkbox()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Set up two-factor authentication for your own account on your Profile page before requiring it of all staff.')).toBeInTheDocument();
    });
  });
});
