import { screen, within } from '@testing-library/react';
import { DEFAULT_STAGES, localisedPath, PAGES, type JourneyStep, type Language } from '@visadesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/http';
import { isolatesAround } from '../../../testing/isolates';
import { renderApp } from '../../../testing/render-app';
import { forgetResults, holdResults } from '../api/held-results';
import { ENQUIRY, approvedApplicant } from '../testing/applicant';

afterEach(() => forgetResults());

/** A shipped stage as the applicant's copy carries it, with its names in the site's languages. */
const step = (id: string, done: string | null, current = false): JourneyStep => {
  const stage = DEFAULT_STAGES.find((candidate) => candidate.id === id);
  if (!stage) throw new Error(`No shipped stage ${id}`);
  return { name: stage.name, names: { ...stage.names }, done, current };
};

/**
 * Anita's journey: two steps done, at the contract now, then the medical check-up, a step the agency
 * added without translating it, and the visa.
 */
const JOURNEY: JourneyStep[] = [
  step('demand', '2025-10-01'),
  step('interview', '2025-10-05'),
  step('contract', null, true),
  step('medical', null),
  { name: 'Biometrics', names: {}, done: null, current: false },
  step('visa', null),
];

function openCopy(language: Language, journey: JourneyStep[] = JOURNEY) {
  mockApi({});
  holdResults(ENQUIRY, [approvedApplicant({ journey })]);
  return renderApp(localisedPath(PAGES.viewOne, language));
}

const stepsOf = (timeline: HTMLElement) => within(timeline).getAllByRole('listitem');

describe("the worker's journey on the applicant copy", () => {
  it('lists the steps in order: those done with their day, the current one marked, the next one named', async () => {
    openCopy('en');
    const timeline = await screen.findByRole('region', { name: 'Your journey' });
    expect(stepsOf(timeline).map((item) => item.textContent)).toEqual([
      'Demand letter and power of attorney Done on 2025-10-01',
      'Interview Done on 2025-10-05',
      'Selection and contract Current step',
      'Medical check-up Not yet',
      'Biometrics Not yet',
      'Visa Not yet',
    ]);
    const [demand, , contract] = stepsOf(timeline) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(demand).getByText('2025-10-01')).toHaveAttribute('dateTime', '2025-10-01');
    // Marked for every reader: in words, and as the list's current step.
    expect(contract).toHaveAttribute('aria-current', 'step');
    expect(stepsOf(timeline).filter((item) => item.hasAttribute('aria-current'))).toEqual([contract]);
    expect(contract).toHaveClass('journey-step-current');
    expect(within(timeline).getByText('Next:').parentElement).toHaveTextContent(/^Next: Medical check-up$/);
  });

  it('in Nepali: the names the agency gave, the days in Nepali words with Bikram Sambat, an untranslated name marked as English', async () => {
    openCopy('ne');
    const timeline = await screen.findByRole('region', { name: 'तपाईंको यात्रा' });
    expect(stepsOf(timeline).map((item) => item.textContent)).toEqual([
      'माग पत्र र अख्तियारनामा १ अक्टोबर २०२५ (१५ असोज २०८२ वि.सं.) मा सम्पन्न',
      'अन्तर्वार्ता ५ अक्टोबर २०२५ (१९ असोज २०८२ वि.सं.) मा सम्पन्न',
      'छनोट र सम्झौता हालको चरण',
      'स्वास्थ्य परीक्षण अझै बाँकी',
      'Biometrics अझै बाँकी',
      'भिसा अझै बाँकी',
    ]);
    expect(within(timeline).getByText('Biometrics')).toHaveAttribute('lang', 'en');
    expect(within(timeline).getByText('भिसा')).toHaveAttribute('lang', 'ne');
    expect(within(timeline).getByText('अर्को चरण:').parentElement).toHaveTextContent(/^अर्को चरण: स्वास्थ्य परीक्षण$/);
  });

  it('in Urdu, right to left: Urdu names, the days isolated in the page direction, an English name in its own', async () => {
    openCopy('ur');
    const timeline = await screen.findByRole('region', { name: 'آپ کا سفر' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(stepsOf(timeline).map((item) => item.textContent)).toEqual([
      'ڈیمانڈ لیٹر اور مختار نامہ 1 اکتوبر، 2025 کو مکمل ہوا',
      'انٹرویو 5 اکتوبر، 2025 کو مکمل ہوا',
      'انتخاب اور معاہدہ موجودہ مرحلہ',
      'طبی معائنہ ابھی باقی ہے',
      'Biometrics ابھی باقی ہے',
      'ویزا ابھی باقی ہے',
    ]);
    for (const date of ['1 اکتوبر، 2025', '5 اکتوبر، 2025']) expect(isolatesAround(date, timeline), date).toEqual(['bdi rtl']);
    expect(isolatesAround('Biometrics', timeline)).toEqual(['span auto']);
    expect(within(timeline).getByText('Biometrics')).toHaveAttribute('lang', 'en');
    expect(within(timeline).getByText('اگلا مرحلہ:').parentElement).toHaveTextContent(/^اگلا مرحلہ: طبی معائنہ$/);
  });

  it('names no next step at the last one', async () => {
    openCopy('en', [step('ticket', '2025-11-01'), step('departure', null, true)]);
    const timeline = await screen.findByRole('region', { name: 'Your journey' });
    expect(stepsOf(timeline).map((item) => item.textContent)).toEqual(['Air ticket Done on 2025-11-01', 'Departure Current step']);
    expect(within(timeline).queryByText('Next:')).toBeNull();
  });

  it('is left out when there are no steps to show, and for a copy held from before the journey', async () => {
    const { journey: _none, ...older } = approvedApplicant();
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant({ journey: [] }), older as ReturnType<typeof approvedApplicant>]);
    renderApp(PAGES.viewOne);
    expect(await screen.findAllByRole('heading', { level: 2, name: 'Application Status: Approved' })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Your journey' })).toBeNull();
  });
});
