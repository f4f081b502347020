import { createHash, createHmac } from 'node:crypto';
import sharp from 'sharp';
import type { FixtureApplication, FixtureFile, FixtureManifest, FixtureSlide, FixtureStaff } from './archive.ts';

/**
 * What each fixture holds, made through the release's own HTTP API (the calls of the
 * specification, which every release keeps): staff of each kind, applications with photos and
 * documents in several slots and each status, slides with images, and settings. Everything is
 * invented: names, passport numbers (the FX prefix is no country's), addresses and passwords.
 */

export const OWNER: FixtureStaff = {
  name: 'Owner', email: 'owner@example.org', role: 'superadmin', status: 'active', password: 'fixture owner password',
};

const ADDED_STAFF: FixtureStaff[] = [
  { name: 'Kamala Fixture', email: 'kamala.admin@example.org', role: 'admin', status: 'active', password: 'fixture admin password' },
  { name: 'Bikash Fixture', email: 'bikash.super@example.org', role: 'superadmin', status: 'active', password: 'fixture second owner' },
];
const REGISTERED: FixtureStaff = {
  name: 'Pending Fixture', email: 'pending.staff@example.org', role: 'admin', status: 'pending', password: 'fixture pending password',
};

interface ApplicationPlan {
  fields: Record<string, string>;
  photo: 'jpeg' | 'png';
  documents: Partial<Record<string, 'pdf' | 'png' | 'jpeg'>>;
  status: 'pending' | 'approved' | 'rejected';
  /** Saved again with these changes after it was added (an edit in its history). */
  edit?: Record<string, string>;
}

const APPLICATIONS: ApplicationPlan[] = [
  {
    fields: {
      surname: 'Gurung', givenN: 'Sita', email: 'sita.gurung@example.org', phone: '9800000001',
      nationalId: 'NID-FIX-0001', sex: 'Female', dob: '1994-03-12', birthCity: 'Pokhara',
      // A demonym, as the first releases stored it: today's releases keep the country's name.
      currentN: 'Nepali', identification: 'Mole on the left cheek', company: 'Invented Builders Ltd',
      dutyDuration: '2 years', jobTitle: 'Construction', salary: '1800 CAD', passport: 'FX0000001', issuedCountry: 'Nepal',
    },
    photo: 'jpeg',
    documents: { file1: 'pdf', file5: 'png', file9: 'jpeg' },
    status: 'approved',
  },
  {
    fields: {
      surname: 'Rahman', givenN: 'Arif', email: 'arif.rahman@example.org', phone: '01700000002',
      nationalId: 'NID-FIX-0002', sex: 'Male', dob: '1989-11-02', birthCity: 'Sylhet',
      currentN: 'Bangladesh', identification: 'Scar on the right hand', company: 'Invented Farms Inc',
      dutyDuration: '1 year', jobTitle: 'Driving', salary: '2100 CAD', passport: 'FX0000002', issuedCountry: 'BD',
    },
    photo: 'png',
    documents: { file2: 'pdf', file12: 'png' },
    status: 'rejected',
  },
  {
    fields: {
      surname: 'Thapa', givenN: 'Maya', email: 'maya.thapa@example.org', phone: '9800000003',
      nationalId: 'NID-FIX-0003', sex: 'Female', dob: '2000-07-30', birthCity: 'Dharan',
      currentN: 'Nepal', identification: 'None', company: 'Invented Care Home',
      dutyDuration: '3 years', jobTitle: 'Caring Operator', salary: '1900 CAD', passport: 'fx 0000003', issuedCountry: 'Nepal',
    },
    photo: 'jpeg',
    documents: {},
    status: 'pending',
    edit: { salary: '2000 CAD', identification: 'Birthmark on the neck' },
  },
];

const SLIDES = [
  { fields: { thumbnail: 'Work in Romania', title: 'Invented slide text: interviews every Monday.', status: 'published', link: '/enquiry' }, image: 'jpeg' as const, update: { shownOnNavbar: true, order: 2 } },
  { fields: { thumbnail: 'Winter intake', title: 'Invented slide text: the winter intake is closed.', status: 'unpublished', link: 'https://example.org/winter' }, image: 'png' as const, update: { order: 1 } },
];

const SETTINGS_CHANGES = {
  consultancyName: 'Fixture Overseas Placement',
  phone: '+977 1 4000000',
  email: 'office@example.org',
  address: 'Invented Road 12, Kathmandu',
  socialLinks: { facebook: 'https://example.org/fixture-facebook', instagram: '', linkedin: '', youtube: '', whatsapp: '' },
  registrationPolicy: 'closed',
};

/** Small real files, each different, so a document landing in another slot is noticed. */
async function sampleFile(kind: 'pdf' | 'png' | 'jpeg', seed: number): Promise<{ data: Buffer; name: string; type: string }> {
  if (kind === 'pdf') {
    const data = Buffer.from(`%PDF-1.4\n% invented upgrade fixture document ${seed}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
    return { data, name: `document-${seed}.pdf`, type: 'application/pdf' };
  }
  const width = 48;
  const height = 32;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i * seed) % 256, (i + seed * 40) % 256, (seed * 90) % 256], i * 3);
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(kind).toBuffer();
  return { data, name: `picture-${seed}.${kind === 'jpeg' ? 'jpg' : 'png'}`, type: `image/${kind}` };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 6238 (SHA-1, 30 s, six digits), to turn a second factor on as an authenticator would. */
function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32Secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

type Part = string | { data: Buffer; name: string; type: string };

class Api {
  private readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async call(method: string, url: string, options: { token?: string; json?: unknown; form?: Record<string, Part> } = {}): Promise<unknown> {
    const headers: Record<string, string> = options.token ? { authorization: options.token } : {};
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(options.form)) {
        if (typeof value === 'string') form.append(key, value);
        else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
      }
      body = form;
    }
    const res = await fetch(`${this.base}${url}`, { method, headers, body, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }

  async bytes(url: string, token: string): Promise<FixtureFile> {
    const res = await fetch(`${this.base}${url}`, { headers: { authorization: token }, signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    const data = Buffer.from(await res.arrayBuffer());
    return { sha256: sha256(data), size: data.length };
  }

  async login(email: string, password: string, code?: string): Promise<string> {
    const answer = (await this.call('POST', '/api/users/login', { json: { email, password, ...(code ? { code } : {}) } })) as { token: string };
    return answer.token;
  }
}

type Answer = Record<string, unknown>;

const LINK_KEYS = new Set(['image', 'imageThumb', 'imageOriginal', 'documents', ...Array.from({ length: 12 }, (_, i) => `file${i + 1}`)]);

async function recordApplication(api: Api, token: string, id: string): Promise<FixtureApplication> {
  const answer = (await api.call('GET', `/api/application/fetchApplication/${id}`, { token })) as Answer;
  const fields: Record<string, string | boolean> = {};
  const files: Record<string, FixtureFile> = {};
  for (const [key, value] of Object.entries(answer)) {
    if (key === '_id') continue;
    if (!LINK_KEYS.has(key)) fields[key] = value as string | boolean;
    else if (typeof value === 'string' && value !== '') files[key] = await api.bytes(value, token);
  }
  const documents = answer.documents as FixtureApplication['documents'];
  const stored = Object.fromEntries(Object.entries(documents).map(([slot, info]) => [slot, { contentType: info.contentType, size: info.size, uploadedAt: info.uploadedAt }]));
  const history = (await api.call('GET', `/api/application/fetchApplication/${id}/history`, { token })) as FixtureApplication['history'];
  return { _id: id, fields, files, documents: stored, history: history.map(({ action, detail, actorName, createdAt }) => ({ action, detail, actorName, createdAt })) };
}

async function addStaff(api: Api, token: string, twoFactor: boolean): Promise<FixtureStaff[]> {
  const staff: FixtureStaff[] = [OWNER];
  for (const member of ADDED_STAFF) {
    await api.call('POST', '/api/users/add_user', { token, json: { name: member.name, email: member.email, password: member.password, role: member.role } });
    staff.push({ ...member });
  }
  await api.call('POST', '/api/users/register', { json: { name: REGISTERED.name, email: REGISTERED.email, password: REGISTERED.password } });
  staff.push({ ...REGISTERED });
  if (twoFactor) {
    const admin = staff[1] as FixtureStaff;
    const adminToken = await api.login(admin.email, admin.password);
    const { secret } = (await api.call('POST', '/api/users/two-factor/setup', { token: adminToken })) as { secret: string };
    const { recoveryCodes } = (await api.call('POST', '/api/users/two-factor/enable', { token: adminToken, json: { code: totp(secret) } })) as { recoveryCodes: string[] };
    admin.recoveryCodes = recoveryCodes;
  }
  // As the release lists them (the first super admin's name is the release's own choice).
  const listed = (await api.call('GET', '/api/users/get_users', { token })) as Omit<FixtureStaff, 'password'>[];
  return staff.map((member) => {
    const found = listed.find((user) => user.email === member.email);
    if (!found) throw new Error(`${member.email} is not in the staff list`);
    return { ...member, name: found.name, role: found.role, status: found.status };
  });
}

async function addApplications(api: Api, token: string): Promise<FixtureApplication[]> {
  const recorded: FixtureApplication[] = [];
  let seed = 1;
  for (const plan of APPLICATIONS) {
    const photo = await sampleFile(plan.photo, seed++);
    const added = (await api.call('POST', '/api/application/addApplication', { token, form: { ...plan.fields, image: photo } })) as { _id: string };
    const documents: Record<string, Part> = {};
    for (const [slot, kind] of Object.entries(plan.documents)) if (kind) documents[slot] = await sampleFile(kind, seed++);
    if (Object.keys(documents).length) await api.call('PUT', `/api/application/updateApplicationAdd/${added._id}`, { token, form: documents });
    if (plan.edit) {
      const current = (await api.call('GET', `/api/application/fetchApplication/${added._id}`, { token })) as Answer;
      const fields = Object.fromEntries(Object.keys(plan.fields).map((key) => [key, String(current[key])]));
      await api.call('PUT', `/api/application/updateApplication/${added._id}`, { token, form: { ...fields, ...plan.edit } });
    }
    const statusUrl = { pending: 'updateApplicationPending', approved: 'updateApplicationApprove', rejected: 'updateApplicationReject' }[plan.status];
    await api.call('PUT', `/api/application/${statusUrl}/${added._id}`, { token });
    recorded.push(await recordApplication(api, token, added._id));
  }
  return recorded;
}

async function addSlides(api: Api, token: string): Promise<FixtureSlide[]> {
  let seed = 40;
  for (const slide of SLIDES) {
    const added = (await api.call('POST', '/api/slider/addSlider', { token, form: { ...slide.fields, image: await sampleFile(slide.image, seed++) } })) as { _id: string };
    await api.call('PUT', `/api/slider/updateSlider/${added._id}`, { token, json: slide.update });
  }
  const list = (await api.call('GET', '/api/slider/fetchSlider', { token })) as (Omit<FixtureSlide, 'image'> & { image: string })[];
  const slides: FixtureSlide[] = [];
  for (const { _id, thumbnail, title, status, published, shownOnNavbar, link, order, image } of list) {
    slides.push({ _id, thumbnail, title, status, published, shownOnNavbar, link, order, image: await api.bytes(image, token) });
  }
  return slides;
}

/** Creates the fixture's records through the release at `base`; answers what the release then answers for them. */
export async function populate(base: string, options: { twoFactor: boolean }): Promise<Pick<FixtureManifest, 'staff' | 'applications' | 'slides' | 'settings'>> {
  const api = new Api(base);
  const token = await api.login(OWNER.email, OWNER.password);
  const staff = await addStaff(api, token, options.twoFactor);
  const applications = await addApplications(api, token);
  const slides = await addSlides(api, token);
  const current = (await api.call('GET', '/api/settings', { token })) as Answer;
  await api.call('PUT', '/api/settings', { token, json: { ...current, ...SETTINGS_CHANGES } });
  const settings = (await api.call('GET', '/api/settings', { token })) as Answer;
  return { staff, applications, slides, settings };
}
