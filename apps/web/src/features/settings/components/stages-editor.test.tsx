import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { API, COMMON_MESSAGES, DEFAULT_SETTINGS, DEFAULT_STAGES, PAGES, STAGE_MESSAGES, type StagesAnswer, type StagesUpdate } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { SHIPPED_STAGES } from '../testing/stages';

type Answer = () => Response | Promise<Response>;

/** What the server keeps of a save: every field, as GET answers it. */
const keptOf = (update: StagesUpdate, applications: Record<string, number> = {}): StagesAnswer => ({
  stages: update.stages.map((stage) => ({ names: {}, email: false, archived: false, inDefault: true, ...stage, documents: stage.documents ?? [] })),
  byCountry: update.byCountry,
  applications,
});

/**
 * The Settings page with the stages given; a save answers `put` when given, else what was sent, as
 * the server keeps it. `stages` is asked at each GET, so a test may change its answer.
 */
async function openPage(options: { stages?: () => StagesAnswer | Promise<Response> | Response; put?: Answer } = {}) {
  const { stages = () => SHIPPED_STAGES, put } = options;
  setSessionHint();
  const fetchMock = mockFetch(async ({ url, init }) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    if (key === `GET ${API.settings}`) return jsonResponse(DEFAULT_SETTINGS);
    if (key === `GET ${API.stages}`) {
      const answer = await stages();
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    if (key === `PUT ${API.stages}`) return put ? put() : jsonResponse(keptOf(JSON.parse(String(init.body)) as StagesUpdate));
    return jsonResponse({ message: `Unexpected call: ${key}` }, 500);
  });
  const app = renderApp(PAGES.setting, { signedInAs: SUPER_ADMIN });
  const section = await screen.findByRole('region', { name: "A worker's journey" });
  // Typing here checks what is typed, not its pace: no pause between the keys.
  return { ...app, user: userEvent.setup({ delay: null }), fetchMock, section };
}

/** The page once its stages are shown, with their Save button. */
async function openStages(options: Parameters<typeof openPage>[0] = {}) {
  const page = await openPage(options);
  const saveStages = await within(page.section).findByRole('button', { name: 'Save stages' });
  return { ...page, saveStages };
}

/*
 * jsdom finds a field's or a button's labels by walking the whole page for each one, again after
 * every change: the queries look in the stages' section, or in one stage, and a test keeps the fields
 * it found while the page changes under them.
 */
const journey = () => within(screen.getByRole('region', { name: "A worker's journey" }));
const stage = (number: number) => journey().getByRole('group', { name: new RegExp(`^Stage ${number}: `) });
const openStage = async (user: UserEvent, number: number) => {
  await user.click(within(stage(number)).getByText(`Edit stage ${number}`));
  return stage(number);
};
const sentStages = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, API.stages).filter((call) => call.init.method === 'PUT').map((call) => JSON.parse(String(call.init.body)) as StagesUpdate);
/** The shipped stages as a save sends them back, untouched. */
const SHIPPED_SENT = DEFAULT_STAGES.map((shipped) => ({ ...shipped }));
const shippedSent = (id: string) => SHIPPED_SENT.find((shipped) => shipped.id === id) as (typeof SHIPPED_SENT)[number];

describe("the stages of a worker's journey in Settings", () => {
  it('shows the shipped stages in order, each at a glance, its fields a click away', async () => {
    const { user, section } = await openStages();
    const stages = journey().getAllByRole('group', { name: /^Stage \d+: / });
    expect(stages).toHaveLength(DEFAULT_STAGES.length);
    DEFAULT_STAGES.forEach((shipped, index) => expect(stages[index]).toHaveAccessibleName(`Stage ${index + 1}: ${shipped.name}`));
    expect(within(stage(2)).getByText('14 days · staff only · expects no document')).toBeInTheDocument();
    expect(within(stage(4)).getByText('7 days · applicant sees it and is emailed · expects Passport copy')).toBeInTheDocument();
    expect(within(stage(12)).getByText('No due date · applicant sees it and is emailed · expects no document')).toBeInTheDocument();

    const preApproval = await openStage(user, 2);
    const name = within(preApproval).getByLabelText('Name');
    expect(name).toHaveValue('Pre-approval from the Department of Foreign Employment');
    expect(name).toHaveAccessibleDescription('Id: pre-approval (applications keep it whatever the stage is called).');
    expect(within(preApproval).getByLabelText('Days it usually takes')).toHaveValue(14);
    expect(within(preApproval).getByLabelText('Applicant sees it')).not.toBeChecked();
    expect(within(preApproval).getByLabelText('Email the applicant when moved here')).toBeDisabled();
    const urdu = within(preApproval).getByLabelText('Name (اردو)');
    expect(urdu).toHaveValue(DEFAULT_STAGES[1]?.names.ur);
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(urdu).toHaveAttribute('lang', 'ur');
    expect(within(preApproval).getByLabelText('Name (नेपाली)')).toHaveAttribute('dir', 'ltr');

    const interview = await openStage(user, 4);
    expect(within(within(interview).getByRole('group', { name: 'Extra documents checklist' })).getByLabelText('Passport copy')).toBeChecked();
    expect(within(within(interview).getByRole('group', { name: 'Document slots' })).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(section).getByText('No country has a list of its own: every application follows the default list.')).toBeInTheDocument();
  });

  it('reorders, renames, archives and translates the stages, and saves them on their own', async () => {
    const { user, fetchMock, saveStages } = await openStages();
    await user.click(within(stage(3)).getByRole('button', { name: 'Move up' }));
    expect(stage(2)).toHaveAccessibleName('Stage 2: Advertisement');
    // The focus follows the stage moved, so the keyboard can move it again.
    expect(within(stage(2)).getByRole('button', { name: 'Move up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stage(1)).toHaveAccessibleName('Stage 1: Advertisement');
    expect(within(stage(1)).getByRole('button', { name: 'Move down' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const interview = within(await openStage(user, 4));
    const name = interview.getByLabelText('Name');
    const nepali = interview.getByLabelText('Name (नेपाली)');
    const french = interview.getByLabelText('Name (Français)');
    const days = interview.getByLabelText('Days it usually takes');
    await user.clear(name);
    await user.type(name, 'Job interview');
    expect(stage(4)).toHaveAccessibleName('Stage 4: Job interview');
    // A renamed stage keeps its id: the applications in it stay there.
    expect(name).toHaveAccessibleDescription('Id: interview (applications keep it whatever the stage is called).');
    await user.clear(nepali);
    await user.paste('रोजगार अन्तर्वार्ता');
    await user.clear(french);
    await user.clear(days);
    await user.type(days, '10');

    const insurance = await openStage(user, 9);
    await user.click(within(insurance).getByLabelText('Archived'));
    expect(within(stage(9)).getByText('3 days · applicant sees it and is emailed · archived · expects no document')).toBeInTheDocument();
    await user.click(saveStages);

    expect(await screen.findByRole('status')).toHaveTextContent(STAGE_MESSAGES.stagesSaved);
    const [sent] = sentStages(fetchMock);
    const { fr: _french, ...otherNames } = shippedSent('interview').names;
    expect(sent).toEqual({
      stages: [
        shippedSent('demand'),
        shippedSent('advert'),
        shippedSent('pre-approval'),
        { ...shippedSent('interview'), name: 'Job interview', days: 10, names: { ...otherNames, ne: 'रोजगार अन्तर्वार्ता' } },
        ...['contract', 'medical', 'visa', 'orientation'].map(shippedSent),
        { ...shippedSent('insurance'), archived: true },
        ...['labour-permit', 'ticket', 'departure'].map(shippedSent),
      ],
      byCountry: {},
    });
    // The other settings are not saved with them.
    expect(callsTo(fetchMock, API.settings).filter((call) => call.init.method === 'PUT')).toHaveLength(0);
  });

  it('adds a stage with an id made from its name, unique, and fixed once saved', async () => {
    const { user, fetchMock, saveStages } = await openStages();
    await user.click(journey().getByRole('button', { name: 'Add a stage' }));
    const added = stage(13);
    expect(added).toHaveAccessibleName('Stage 13: New stage');
    const name = within(added).getByLabelText('Name');
    const days = within(added).getByLabelText('Days it usually takes');
    const visible = within(added).getByLabelText('Applicant sees it');
    const email = within(added).getByLabelText('Email the applicant when moved here');
    const inDefault = within(added).getByLabelText('In the default list');
    const police = within(within(added).getByRole('group', { name: 'Extra documents checklist' })).getByLabelText('Police clearance certificate');
    const file3 = within(within(added).getByRole('group', { name: 'Document slots' })).getByLabelText(DEFAULT_SETTINGS.slotLabels.file3.en);
    expect(name).toHaveFocus();
    await user.type(name, 'Visa');
    // "visa" is taken by a shipped stage.
    expect(name).toHaveAccessibleDescription('Id, made from the name: visa-2.');
    await user.type(name, ' stamping (Qatar)');
    expect(name).toHaveAccessibleDescription('Id, made from the name: visa-stamping-qatar.');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(visible);
    expect(email).toBeDisabled();
    await user.click(police);
    await user.click(file3);
    await user.click(inDefault);
    await user.click(saveStages);

    expect(await screen.findByRole('status')).toHaveTextContent(STAGE_MESSAGES.stagesSaved);
    expect(sentStages(fetchMock)[0]?.stages[12]).toEqual({
      id: 'visa-stamping-qatar',
      name: 'Visa stamping (Qatar)',
      names: {},
      days: 0,
      visible: false,
      email: false,
      documents: ['file3', 'Police clearance certificate'],
      archived: false,
      inDefault: false,
    });
    const saved = within(await openStage(user, 13)).getByLabelText('Name');
    await user.type(saved, ' and Doha');
    expect(saved).toHaveAccessibleDescription('Id: visa-stamping-qatar (applications keep it whatever the stage is called).');
  });

  it('gives a destination country its own list of stages, in its own order', async () => {
    const { user, fetchMock, saveStages } = await openStages();
    const picker = journey().getByLabelText('Destination country');
    const addList = journey().getByRole('button', { name: 'Add a list for this country' });
    await user.selectOptions(picker, 'Malaysia');
    await user.click(addList);
    const malaysia = journey().getByRole('group', { name: 'Stages for Malaysia' });
    // It starts as the default list; the keyboard lands on its first stage.
    expect(within(malaysia).getByRole('checkbox', { name: 'Demand letter and power of attorney' })).toHaveFocus();
    expect(within(malaysia).getAllByRole('checkbox', { checked: true })).toHaveLength(12);
    await user.click(within(malaysia).getByRole('checkbox', { name: 'Advertisement' }));
    await user.click(within(malaysia).getByRole('checkbox', { name: 'Pre-approval from the Department of Foreign Employment' }));
    const medicalUp = () => within(malaysia).getByRole('button', { name: 'Move up: Medical check-up' });
    await user.click(medicalUp());
    await user.click(medicalUp());
    expect(medicalUp()).toHaveFocus();
    // A country with a list is offered no more.
    expect(within(picker).queryByRole('option', { name: 'Malaysia' })).toBeNull();

    await user.selectOptions(picker, 'Qatar');
    await user.click(addList);
    await user.click(within(journey().getByRole('group', { name: 'Stages for Qatar' })).getByRole('button', { name: 'Remove the list for Qatar' }));
    expect(journey().queryByRole('group', { name: 'Stages for Qatar' })).toBeNull();
    await user.click(saveStages);

    expect(await screen.findByRole('status')).toHaveTextContent(STAGE_MESSAGES.stagesSaved);
    expect(sentStages(fetchMock)[0]?.byCountry).toEqual({
      Malaysia: ['demand', 'medical', 'interview', 'contract', 'visa', 'orientation', 'insurance', 'labour-permit', 'ticket', 'departure'],
    });
  });

  it('keeps a stage applications are in from being deleted, saying how many, and asks before deleting another', async () => {
    const stages = { ...SHIPPED_STAGES, byCountry: { Malaysia: ['demand', 'advert', 'visa'] }, applications: { visa: 3, medical: 1 } };
    const { user, fetchMock, saveStages } = await openStages({ stages: () => stages });
    const visaDelete = within(stage(7)).getByRole('button', { name: 'Delete' });
    expect(visaDelete).toBeDisabled();
    expect(visaDelete).toHaveAccessibleDescription('3 applications are in this stage: archive it instead.');
    expect(within(stage(6)).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('1 application is in this stage: archive it instead.');

    await user.click(within(stage(3)).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the stage “Advertisement”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stage(3)).toHaveAccessibleName('Stage 3: Advertisement');
    await user.click(within(stage(3)).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(stage(3)).toHaveAccessibleName('Stage 3: Interview');
    expect(journey().getByRole('button', { name: 'Add a stage' })).toHaveFocus();
    await user.click(saveStages);

    expect(await screen.findByRole('status')).toHaveTextContent(STAGE_MESSAGES.stagesSaved);
    const [sent] = sentStages(fetchMock);
    expect(sent?.stages.map((one) => one.id)).toEqual(DEFAULT_STAGES.map((one) => one.id).filter((id) => id !== 'advert'));
    // The lists that named it lose it too.
    expect(sent?.byCountry).toEqual({ Malaysia: ['demand', 'visa'] });
  });

  it("shows the server's refusal of a deleted stage now in use at the top of the section, keeps every edit, and puts that stage back", async () => {
    const refusal = STAGE_MESSAGES.stageInUse('2');
    let applications: Record<string, number> = {};
    const { user, section, saveStages } = await openStages({
      stages: () => ({ ...SHIPPED_STAGES, applications }),
      put: () => {
        applications = { advert: 2 };
        return jsonResponse({ message: refusal, errors: { 'removed.advert': refusal } }, 409);
      },
    });
    const demand = await openStage(user, 1);
    await user.type(within(demand).getByLabelText('Name'), ' (signed)');
    for (const number of [11, 3]) {
      await user.click(within(stage(number)).getByRole('button', { name: 'Delete' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    }
    await user.click(saveStages);

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(within(stage(1)).getByLabelText('Name')).toHaveValue('Demand letter and power of attorney (signed)');
    await user.click(within(alert).getByRole('button', { name: 'Put back “Advertisement”' }));
    expect(stage(3)).toHaveAccessibleName('Stage 3: Advertisement');
    // Only the stage in use comes back: the air ticket stays deleted.
    expect(stage(11)).toHaveAccessibleName('Stage 11: Departure');
    expect(within(section).queryByRole('button', { name: 'Put back “Advertisement”' })).toBeNull();
    // The counts were asked for again: it cannot be deleted now.
    await waitFor(() => expect(within(stage(3)).getByRole('button', { name: 'Delete' })).toBeDisabled());
    expect(within(stage(3)).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('2 applications are in this stage: archive it instead.');
  });

  it("shows the server's field messages on the stage and the country list they name", async () => {
    const stages = { ...SHIPPED_STAGES, byCountry: { Malaysia: ['demand', 'visa'] } };
    const { user, section, saveStages } = await openStages({
      stages: () => stages,
      put: () =>
        jsonResponse({
          message: 'Invalid',
          errors: { 'stages.3.name': STAGE_MESSAGES.stageName, 'stages.6.documents': STAGE_MESSAGES.stageDocument('Visa copy'), 'byCountry.Malaysia': STAGE_MESSAGES.byCountryStage('Malaysia') },
        }, 400),
    });
    await user.click(saveStages);

    expect(await within(section).findByRole('alert')).toHaveTextContent(COMMON_MESSAGES.validationFailed);
    // The stages named unfold by themselves.
    const name = within(stage(4)).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(STAGE_MESSAGES.stageName));
    expect(within(stage(7)).getByRole('group', { name: 'Extra documents checklist' })).toHaveAccessibleDescription(STAGE_MESSAGES.stageDocument('Visa copy'));
    expect(journey().getByRole('group', { name: 'Stages for Malaysia' })).toHaveAccessibleDescription(STAGE_MESSAGES.byCountryStage('Malaysia'));
  });

  it("checks the stages with the contract's rules before sending them", async () => {
    const stages = { ...SHIPPED_STAGES, byCountry: { Malaysia: ['visa'] } };
    const { user, fetchMock, saveStages } = await openStages({ stages: () => stages });
    const demand = within(await openStage(user, 1));
    const name = demand.getByLabelText('Name');
    const days = demand.getByLabelText('Days it usually takes');
    await user.clear(name);
    await user.clear(days);
    await user.type(days, '400');
    const visa = await openStage(user, 7);
    await user.click(within(visa).getByLabelText('Archived'));
    await user.click(saveStages);

    expect(await within(stage(1)).findByText(STAGE_MESSAGES.stageName)).toBeInTheDocument();
    expect(within(stage(1)).getByLabelText('Days it usually takes')).toHaveAccessibleDescription(expect.stringContaining(STAGE_MESSAGES.stageDays));
    expect(journey().getByRole('group', { name: 'Stages for Malaysia' })).toHaveAccessibleDescription(STAGE_MESSAGES.byCountryStage('Malaysia'));
    expect(sentStages(fetchMock)).toHaveLength(0);
  });

  it('says while the stages load, and why they did not, with a way to ask again', async () => {
    let release: (answer: Response) => void = () => undefined;
    let stages: () => Promise<Response> | StagesAnswer = () => new Promise<Response>((resolve) => (release = resolve));
    const { user, section } = await openPage({ stages: () => stages() });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading…');
    release(jsonResponse({ message: 'Database down' }, 500));

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Database down');
    stages = () => SHIPPED_STAGES;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('group', { name: 'Stage 1: Demand letter and power of attorney' })).toBeInTheDocument();
  });
});
