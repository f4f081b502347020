import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, COMMON_MESSAGES, DEFAULT_FEES_SETTINGS, DEFAULT_SETTINGS, HOME_TEAM_MAX, PAGES, SETTINGS_MESSAGES, settingsImageSource, type Settings, type TeamMember } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { shippedStages } from '../testing/stages';
import { SETTINGS_IMAGES_PATH } from '../api/settings-images';

const SITA: TeamMember = { name: 'Sita Gurung', role: { en: 'Case officer', ne: 'केस अधिकृत' }, photo: '64b7f0c2a1b2c3d4e5f60718' };
const RAVI: TeamMember = { name: 'Ravi Shah', role: { en: 'Document checks' }, photo: '' };

const SAVED: Settings = { ...DEFAULT_SETTINGS, homeTexts: { ...DEFAULT_SETTINGS.homeTexts, team: [SITA, RAVI], testimonials: [] } };

const PHOTO_ID = '64b7f0c2a1b2c3d4e5f60799';
const LOGO_ID = '64b7f0c2a1b2c3d4e5f60700';
const PREVIEW = '/api/files/64b7f0c2a1b2c3d4e5f60799?expires=1&signature=abc';
const LOGO_PREVIEW = '/api/files/64b7f0c2a1b2c3d4e5f60700?expires=1&signature=def';

/**
 * The fees section (tested in settings-fees.test.tsx) without caps: each cap's list of countries is
 * 250 options, and they made two thirds of the page every label query walks.
 */
const noCaps = () => jsonResponse({ ...DEFAULT_FEES_SETTINGS, caps: [] });

async function openSettings(saved: Settings, routes: Parameters<typeof mockApi>[0] = {}) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.settings}`]: () => jsonResponse(saved), [`GET ${API.stages}`]: shippedStages, [`GET ${API.fees}`]: noCaps, ...routes });
  const app = renderApp(PAGES.setting, { signedInAs: SUPER_ADMIN });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await screen.findByRole('group', { name: 'Team' });
  // Typing here checks what is typed, not its pace: no pause between the keys.
  return { ...app, user: userEvent.setup({ delay: null }), fetchMock };
}

const member = (number: number) => screen.getByRole('group', { name: `Team member ${number}` });
const team = () => screen.getByRole('group', { name: 'Team' });
/**
 * The Save of the settings form, looked for in that form: jsdom finds a button's labels by walking the
 * whole page for each button, and the stages section below has fifty.
 */
const save = () => within(team().closest('form') as HTMLFormElement).getByRole('button', { name: 'Save settings' });
const language = (name: string) => within(screen.getByRole('group', { name: 'Language of the texts' })).getByRole('radio', { name });
const pngFile = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const sentSettings = (fetchMock: Awaited<ReturnType<typeof openSettings>>['fetchMock']) =>
  JSON.parse(String(callsTo(fetchMock, API.settings).find((c) => c.init.method === 'PUT')?.init.body)) as Settings;

describe('the team, the testimonials and the logo in Settings', () => {
  it('uploads a photo as a team photo and shows its preview until the save', async () => {
    const { user, fetchMock } = await openSettings(SAVED, {
      [`POST ${SETTINGS_IMAGES_PATH}`]: () => jsonResponse({ image: PHOTO_ID, preview: PREVIEW, message: SETTINGS_MESSAGES.imageSaved }, 201),
    });
    // The saved photo is read where the public pages read it.
    expect(within(member(1)).getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', settingsImageSource(SITA.photo));
    expect(within(member(2)).getByText('No photo: the home page shows a plain silhouette.')).toBeInTheDocument();

    await user.upload(within(member(2)).getByLabelText('Upload a photo'), pngFile('ravi.png'));

    expect(await within(member(2)).findByText(SETTINGS_MESSAGES.imageSaved)).toBeInTheDocument();
    expect(within(member(2)).getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', PREVIEW);
    const [upload] = callsTo(fetchMock, SETTINGS_IMAGES_PATH);
    expect(upload?.init.method).toBe('POST');
    const body = upload?.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('kind')).toBe('photo');
    expect((body.get('image') as File).name).toBe('ravi.png');
    // Nothing is published by the upload alone.
    expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);
  });

  it('saves the team, the testimonials and the logo the owner set', async () => {
    const { user, fetchMock } = await openSettings(SAVED, {
      [`POST ${SETTINGS_IMAGES_PATH}`]: () => jsonResponse({ image: LOGO_ID, preview: LOGO_PREVIEW, message: SETTINGS_MESSAGES.imageSaved }, 201),
      [`PUT ${API.settings}`]: () => jsonResponse(SAVED),
    });
    const logo = screen.getByRole('group', { name: 'Logo' });
    expect(within(logo).getByText(/plain mark/)).toBeInTheDocument();
    await user.upload(within(logo).getByLabelText('Upload a logo'), pngFile('logo.png'));
    expect(await within(logo).findByRole('img', { name: 'Your logo' })).toHaveAttribute('src', LOGO_PREVIEW);
    expect(callsTo(fetchMock, SETTINGS_IMAGES_PATH)[0]?.init.body instanceof FormData && (callsTo(fetchMock, SETTINGS_IMAGES_PATH)[0]?.init.body as FormData).get('kind')).toBe('logo');

    await user.click(within(team()).getByRole('button', { name: 'Add a team member' }));
    const third = member(3);
    // The new member's name has the focus, ready to type.
    expect(within(third).getByLabelText('Name')).toHaveFocus();
    await user.type(within(third).getByLabelText('Name'), 'Amina Khan');
    await user.type(within(third).getByLabelText('Role'), 'Reception');
    await user.click(language('اردو'));
    await user.click(within(third).getByLabelText('Role (اردو)'));
    await user.paste('استقبالیہ');
    await user.click(language('English'));

    const testimonials = screen.getByRole('group', { name: 'Testimonials' });
    expect(within(testimonials).getByText('No testimonials yet: the home page shows no testimonials section until you add one.')).toBeInTheDocument();
    await user.click(within(testimonials).getByRole('button', { name: 'Add a testimonial' }));
    const first = screen.getByRole('group', { name: 'Testimonial 1' });
    await user.type(within(first).getByLabelText("The client's words"), 'They answered every call.');
    await user.type(within(first).getByLabelText("The client's name"), 'Bikash Rai');
    // Ravi first, Sita second.
    await user.click(within(member(2)).getByRole('button', { name: 'Move up' }));
    expect(within(member(1)).getByRole('button', { name: 'Move down' })).toHaveFocus();
    await user.click(save());

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    const sent = sentSettings(fetchMock);
    expect(sent.logo).toBe(LOGO_ID);
    expect(sent.homeTexts.team).toEqual([RAVI, SITA, { name: 'Amina Khan', role: { en: 'Reception', ur: 'استقبالیہ' }, photo: '' }]);
    expect(sent.homeTexts.testimonials).toEqual([{ quote: { en: 'They answered every call.' }, name: 'Bikash Rai', detail: { en: '' } }]);
  });

  it('asks before removing a member, and removes them only when confirmed', async () => {
    const { user, fetchMock } = await openSettings(SAVED, { [`PUT ${API.settings}`]: () => jsonResponse(SAVED) });
    await user.click(within(member(1)).getByRole('button', { name: 'Remove this member' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this member?' });
    expect(dialog).toHaveTextContent('Sita Gurung leaves the team list');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(member(1)).getByLabelText('Name')).toHaveValue('Sita Gurung');

    await user.click(within(member(1)).getByRole('button', { name: 'Remove this member' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(within(member(1)).getByLabelText('Name')).toHaveValue('Ravi Shah');
    expect(screen.queryByRole('group', { name: 'Team member 2' })).toBeNull();
    await user.click(save());
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(sentSettings(fetchMock).homeTexts.team).toEqual([RAVI]);
  });

  it('says that the home page shows no team until someone is added', async () => {
    await openSettings({ ...SAVED, homeTexts: { ...SAVED.homeTexts, team: [] } });
    expect(within(team()).getByText('No one yet: the home page shows no team section until you add someone.')).toBeInTheDocument();
  });

  it('adds no more than eight members, and says why', async () => {
    const seven = Array.from({ length: HOME_TEAM_MAX - 1 }, (_, index) => ({ ...RAVI, name: `Member ${index + 1}` }));
    const { user } = await openSettings({ ...SAVED, homeTexts: { ...SAVED.homeTexts, team: seven } });
    const add = within(team()).getByRole('button', { name: 'Add a team member' });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getByRole('group', { name: 'Team member 8' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('The team is full: the home page shows at most 8 people. Remove someone to add another.');
  });

  it("shows the server's words when it refuses a picture, at the field", async () => {
    const { user, fetchMock } = await openSettings(SAVED, {
      [`POST ${SETTINGS_IMAGES_PATH}`]: () =>
        jsonResponse({ message: COMMON_MESSAGES.validationFailed, errors: { image: SETTINGS_MESSAGES.imageTooLarge } }, 400),
    });
    const input = within(member(2)).getByLabelText('Upload a photo');
    await user.upload(input, pngFile('huge.png'));
    expect(await within(member(2)).findByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.imageTooLarge);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(SETTINGS_MESSAGES.imageTooLarge));
    expect(within(member(2)).queryByRole('img', { name: 'Photo preview' })).toBeNull();
    expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);
  });

  it("checks each member and testimonial with the contract's rules, and shows the server's word on a picture at its field", async () => {
    const { user, fetchMock } = await openSettings({ ...SAVED, logo: LOGO_ID }, {
      [`PUT ${API.settings}`]: () =>
        jsonResponse({ message: 'Invalid', errors: { logo: SETTINGS_MESSAGES.image, 'homeTexts.team.0.photo': SETTINGS_MESSAGES.image } }, 400),
    });
    await user.clear(within(member(2)).getByLabelText('Name'));
    await user.click(within(screen.getByRole('group', { name: 'Testimonials' })).getByRole('button', { name: 'Add a testimonial' }));
    await user.click(save());
    await waitFor(() => expect(within(member(2)).getByLabelText('Name')).toHaveAccessibleDescription(SETTINGS_MESSAGES.teamMember));
    const testimonial = screen.getByRole('group', { name: 'Testimonial 1' });
    expect(within(testimonial).getByLabelText("The client's words")).toHaveAccessibleDescription(SETTINGS_MESSAGES.testimonial);
    expect(within(testimonial).getByLabelText("The client's name")).toHaveAccessibleDescription(SETTINGS_MESSAGES.testimonial);
    expect(callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT')).toHaveLength(0);

    await user.type(within(member(2)).getByLabelText('Name'), 'Ravi Shah');
    await user.click(within(testimonial).getByRole('button', { name: 'Remove this testimonial' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await user.click(save());
    expect(await within(screen.getByRole('group', { name: 'Logo' })).findByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.image);
    expect(within(member(1)).getByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.image);
    expect(within(member(1)).getByLabelText('Upload a photo')).toHaveAttribute('aria-invalid', 'true');
  });
});

