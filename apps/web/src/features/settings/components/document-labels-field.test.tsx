import { screen } from '@testing-library/react';
import { API, DEFAULT_SETTINGS, PAGES, SETTINGS_MESSAGES, type Settings } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { shippedStages } from '../testing/stages';
import { shippedFees } from '../testing/fees';
import { labelsFromText } from './document-labels-field';

const SAVED: Settings = { ...DEFAULT_SETTINGS, documentLabels: [{ en: 'Passport copy', hi: 'पासपोर्ट की कॉपी' }, { en: 'Medical report' }] };

async function openSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.settings}`]: () => jsonResponse(SAVED), [`GET ${API.stages}`]: shippedStages, [`GET ${API.fees}`]: shippedFees, ...routes });
  const app = renderApp(PAGES.setting, { signedInAs: SUPER_ADMIN });
  const field = await screen.findByLabelText('Labels, one a line');
  return { ...app, fetchMock, field };
}

const sentSettings = (fetchMock: Awaited<ReturnType<typeof openSettings>>['fetchMock']) =>
  callsTo(fetchMock, API.settings).filter((c) => c.init.method === 'PUT').map((c) => JSON.parse(String(c.init.body)) as Settings);

describe('the checklist of extra document labels in Settings', () => {
  it('reads one label a line, ignoring blank lines and spaces around', () => {
    expect(labelsFromText(' Passport copy \n\n  \nMedical report\n')).toEqual(['Passport copy', 'Medical report']);
    expect(labelsFromText('')).toEqual([]);
  });

  it('shows the saved labels one a line and says what they are for', async () => {
    const { field } = await openSettings();
    expect(field).toHaveValue('Passport copy\nMedical report');
    expect(field).toHaveAccessibleDescription(/Staff choose from these when they attach an extra document/);
  });

  it('saves the labels typed, one a line', async () => {
    const saved = { ...SAVED, documentLabels: [...SAVED.documentLabels, { en: 'Bank statement' }] };
    const { user, fetchMock, field } = await openSettings({ [`PUT ${API.settings}`]: () => jsonResponse(saved) });
    await user.click(field);
    await user.keyboard('{Control>}{End}{/Control}{Enter}  Bank statement  ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.saved);
    // The labels kept keep their other versions.
    expect(sentSettings(fetchMock)[0]?.documentLabels).toEqual(saved.documentLabels);
  });

  it('refuses an empty checklist or a label twice before saving, in words, at the field', async () => {
    const { user, fetchMock, field } = await openSettings();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.documentLabels)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(SETTINGS_MESSAGES.documentLabels));

    await user.type(field, 'Other{Enter}other');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.documentLabelTwice)).toBeInTheDocument();
    expect(sentSettings(fetchMock)).toHaveLength(0);
  });
});
