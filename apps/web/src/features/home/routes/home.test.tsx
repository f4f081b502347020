import { screen, within } from '@testing-library/react';
import { API, DEFAULT_HOME_TEXTS, PAGES, withConsultancyName, type HomeTexts } from '@visadesk/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { CAROUSEL_LABELS, HERO_COPY } from '../../../testing/island-words';
import { inEnglish } from '../../../testing/test-i18n';
import { slide } from '../testing/slides';
import { FIRST_CAROUSEL, JOB_VISA, PASSPORT_HELP_TEXT, SECOND_CAROUSEL } from '../content/home-content';

const SETTINGS = {
  consultancyName: 'Maple Route Consultants',
  phone: '+977 1 4412345',
  email: 'hello@mapleroute.example',
  address: 'Putalisadak, Kathmandu',
  socialLinks: { facebook: 'https://facebook.com/mapleroute', instagram: '', linkedin: '', youtube: '', whatsapp: '' },
  registrationOpen: true,
};

const heroHeading = (name: string) => withConsultancyName(DEFAULT_HOME_TEXTS.heroHeading.en, name);

const en = (text: string) => ({ en: text });

/** An agency's own words: every text of Settings' home page section changed; the hero heading and the first service also in Nepali. */
const OWN_TEXTS: HomeTexts = {
  heroEyebrow: en('Gulf jobs for skilled workers'),
  heroHeading: { en: 'Work in the Gulf with {name}', ne: '{name}सँग खाडीमा काम' },
  heroSubtitle: en('Licensed recruitment for Qatar, the Emirates and Saudi Arabia.'),
  aboutHeading: en('Who we are'),
  aboutText: en('{name} has placed drivers and electricians with Gulf employers since 2009.'),
  services: DEFAULT_HOME_TEXTS.services.map((_, index) => ({
    title: index === 0 ? { en: 'SERVICE 1', ne: 'सेवा १' } : en(`SERVICE ${index + 1}`),
    text: en(`What service ${index + 1} is.`),
  })),
  destinations: ['qa', 'ae', 'sa', 'kw', 'om', 'bh'],
  processSteps: DEFAULT_HOME_TEXTS.processSteps.map((_, index) => ({ title: en(`Step ${index + 1}`), text: en(`What happens at step ${index + 1}.`) })),
  team: [
    { name: 'Sunita Gurung', role: { en: 'Case worker', ne: 'केस कार्यकर्ता' }, photo: '65a1b2c3d4e5f60718293a4b' },
    { name: 'राम KC', role: en('Documents officer'), photo: '' },
  ],
  testimonials: [{ quote: { en: 'My papers were ready in a month.', ne: 'मेरो कागजपत्र एक महिनामा तयार भयो।' }, name: 'Bikash T.', detail: en('Driver, now in Doha') }],
};

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

describe('home page', () => {
  it('names the consultancy, and leads to the status check', async () => {
    mockApi({});
    renderApp(PAGES.home);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(heroHeading('VisaDesk Migration Consultancy'));
    expect(screen.getByRole('link', { name: HERO_COPY.statusLink })).toHaveAttribute('href', PAGES.enquiry);
  });

  it("uses the consultancy's name and details from the settings once they arrive", async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse(SETTINGS) });
    renderApp(PAGES.home);
    expect(await screen.findByRole('heading', { level: 1, name: heroHeading(SETTINGS.consultancyName) })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${SETTINGS.consultancyName}`);
    // The agency's own name in the top bar too, not the software's.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: SETTINGS.consultancyName })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SETTINGS.email })).toHaveAttribute('href', `mailto:${SETTINGS.email}`);
    expect(within(footer).getByRole('link', { name: `${SETTINGS.consultancyName} on Facebook` })).toHaveAttribute(
      'href',
      SETTINGS.socialLinks.facebook,
    );
  });

  it("shows the home page's own words from Settings", async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ ...SETTINGS, homeTexts: OWN_TEXTS }) });
    renderApp(PAGES.home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Work in the Gulf with Maple Route Consultants' })).toBeInTheDocument();
    expect(screen.getByText(OWN_TEXTS.heroEyebrow.en)).toBeInTheDocument();
    expect(screen.getByText(OWN_TEXTS.heroSubtitle.en)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('Maple Route Consultants has placed drivers and electricians with Gulf employers since 2009.')).toBeInTheDocument();
    for (const item of [...OWN_TEXTS.services, ...OWN_TEXTS.processSteps]) {
      expect(screen.getByRole('heading', { name: item.title.en })).toBeInTheDocument();
      expect(screen.getByText(item.text.en)).toBeInTheDocument();
    }
    const destinations = screen.getByRole('list', { name: 'Countries we advise on' });
    expect(within(destinations).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Qatar', 'United Arab Emirates', 'Saudi Arabia', 'Kuwait', 'Oman', 'Bahrain',
    ]);
    expect(within(destinations).getAllByRole('presentation')[0]).toHaveAttribute('src', '/flags/qa.svg');
    // Nothing of the default Canada copy is left in the blocks Settings words.
    expect(screen.queryByRole('heading', { name: 'ELIGIBILITY ASSESSMENT' })).toBeNull();
    expect(screen.queryByText(/your way to work abroad/)).toBeNull();
  });

  it("shows the Nepali version on the Nepali page, and the English, marked and isolated, where none is written", async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ ...SETTINGS, homeTexts: OWN_TEXTS }) });
    renderApp('/ne/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Maple Route Consultantsसँग खाडीमा काम' });
    expect(heading).toHaveAttribute('lang', 'ne');
    expect(screen.getByRole('heading', { name: 'सेवा १' })).toHaveAttribute('lang', 'ne');
    for (const english of [screen.getByText(OWN_TEXTS.heroSubtitle.en), screen.getByRole('heading', { name: 'SERVICE 2' }), screen.getByRole('heading', { name: 'Step 4' })]) {
      expect(english).toHaveAttribute('lang', 'en');
      expect(english).toHaveAttribute('dir', 'auto');
    }
  });

  it('shows the shipped texts in Nepali until the agency writes its own', async () => {
    mockApi({});
    renderApp('/ne/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(withConsultancyName(DEFAULT_HOME_TEXTS.heroHeading.ne ?? '', 'VisaDesk Migration Consultancy'));
    expect(screen.getByRole('heading', { name: 'निर्णय र यात्रा' })).toHaveAttribute('lang', 'ne');
  });

  it("shows the spec's blocks in their order, less the ones that would publish what a new agency has not claimed", async () => {
    mockApi({});
    renderApp(PAGES.home);
    await screen.findByRole('heading', { level: 1 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // No sample vacancies, no corporate travel, no invented team or clients until Settings list them.
    const order = [
      ...DEFAULT_HOME_TEXTS.services.map((b) => b.title.en),
      'About VisaDesk Migration Consultancy',
      'Maximise your chances of visa approval',
      'Ask for a receipt',
      'Read your contract before you sign',
      inEnglish(JOB_VISA.heading),
      'Work visa requirements for Europe',
      'Apply and check your eligibility',
      'How the application process works',
      'Already applied?',
    ];
    expect(headings).toEqual(order);
    expect(screen.getByRole('region', { name: inEnglish(FIRST_CAROUSEL.label) })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: inEnglish(SECOND_CAROUSEL.label) })).toBeInTheDocument();
    for (const benefit of JOB_VISA.benefits) expect(screen.getByRole('heading', { name: inEnglish(benefit.title) })).toBeInTheDocument();
    expect(screen.getByText(inEnglish(PASSPORT_HELP_TEXT))).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(document.body).not.toHaveTextContent(/Canada|EduCanada|Toronto|corporate travel|Talently/i);
    // The server's vacancies markers are only in the prerendered page (ADR 052), never on screen.
    expect(document.body).not.toHaveTextContent(/VACANCIES/);
    expect(screen.getAllByRole('list', { name: /advise on/ })).toHaveLength(1);
    // The plain mark VisaDesk ships beside the name, no country's symbol.
    const brand = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'VisaDesk Migration Consultancy' });
    expect(brand.querySelector('img')).toHaveAttribute('src', '/brand-mark.svg');
  });

  it("shows the team and the clients' words as Settings list them, each in the page's language where written", async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ ...SETTINGS, homeTexts: OWN_TEXTS, logo: '65a1b2c3d4e5f60718293a4c' }) });
    renderApp('/ne/');
    const team = await screen.findByRole('region', { name: 'हाम्रो टोली' });
    const members = within(team).getAllByRole('listitem');
    expect(members.map((member) => member.textContent)).toEqual(['Sunita Gurungकेस कार्यकर्ता', 'राम KCDocuments officer']);
    expect(members[0]?.querySelector('img')).toHaveAttribute('src', '/api/settings/images/65a1b2c3d4e5f60718293a4b');
    expect(members[1]?.querySelector('img')).toHaveAttribute('src', '/portrait.svg');
    expect(within(members[1]!).getByText('Documents officer')).toHaveAttribute('lang', 'en');
    const clients = screen.getByRole('region', { name: 'हाम्रा ग्राहकहरू के भन्छन्' });
    expect(within(clients).getByText('मेरो कागजपत्र एक महिनामा तयार भयो।')).toHaveAttribute('lang', 'ne');
    expect(within(clients).getByText('Driver, now in Doha')).toHaveAttribute('lang', 'en');
    expect(document.querySelector('.top-bar img')).toHaveAttribute('src', '/api/settings/images/65a1b2c3d4e5f60718293a4c');
  });

  it("keeps the spec's own words for the blocks it names", async () => {
    mockApi({});
    renderApp(PAGES.home);
    await screen.findByRole('heading', { level: 1 });
    // The spec's "Processing Talently" is read as the typo it is.
    for (const text of ['ELIGIBILITY ASSESSMENT', 'VISA PROCESS', 'AFTER A REFUSAL', 'Job Offering', 'Full Support', 'Timely Processing', 'Great Experience']) {
      expect(screen.getByRole('heading', { name: text }), text).toBeInTheDocument();
    }
    // Two cards, two titles: the spec's doubled 'Flexible Code' placeholder is gone.
    expect(screen.queryByRole('heading', { name: 'Flexible Code' })).toBeNull();
    expect(screen.getByRole('link', { name: 'CHECK YOUR APPLICATION STATUS' })).toHaveAttribute('href', PAGES.enquiry);
  });

  it('shows the static slides when nothing is published, and the published ones when there are', async () => {
    mockApi({});
    const first = renderApp(PAGES.home);
    const carousel = await screen.findByRole('region', { name: inEnglish(FIRST_CAROUSEL.label) });
    expect(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.pick(1, inEnglish(FIRST_CAROUSEL.slides[0]!.title)) })).toBeInTheDocument();
    first.unmount();

    mockApi({
      [`GET ${API.sliders.list}`]: () =>
        jsonResponse([
          slide({ _id: 'b', thumbnail: 'Second', order: 2 }),
          slide({ _id: 'a', order: 1 }),
          slide({ _id: 'c', thumbnail: 'Draft', status: 'unpublished', published: false }),
        ]),
    });
    renderApp(PAGES.home);
    // Not shown on the navbar: the lower carousel's, in their order.
    const lower = await screen.findByRole('region', { name: inEnglish(SECOND_CAROUSEL.label) });
    expect(await within(lower).findByRole('button', { name: CAROUSEL_LABELS.pick(1, 'Winter intake') })).toBeInTheDocument();
    expect(within(lower).getByRole('button', { name: CAROUSEL_LABELS.pick(2, 'Second') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Draft/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Read more about Winter intake', hidden: true })[0]).toHaveAttribute('href', '/enquiry');
  });

  it('gives a published slide whose stored link would leave the site no link at all', async () => {
    mockApi({
      [`GET ${API.sliders.list}`]: () =>
        jsonResponse([slide({ _id: 'a', link: '/\\evil.test' }), slide({ _id: 'b', thumbnail: 'Safe one', link: '/enquiry', order: 1 })]),
    });
    renderApp(PAGES.home);
    expect((await screen.findAllByRole('link', { name: 'Read more about Safe one', hidden: true }))[0]).toHaveAttribute('href', '/enquiry');
    expect(screen.queryAllByRole('link', { name: 'Read more about Winter intake', hidden: true })).toHaveLength(0);
  });
});

describe('the home page in Hindi', () => {
  it("names Settings' destinations in Hindi, as the server does on the prerendered page", async () => {
    mockApi({});
    renderApp('/hi/');
    const destinations = await screen.findByRole('list', { name: 'जिन देशों के लिए हम सलाह देते हैं' });
    expect(within(destinations).getByText('संयुक्त अरब अमीरात')).toBeInTheDocument();
    expect(within(destinations).queryByText('United Arab Emirates')).toBeNull();
  });
});
