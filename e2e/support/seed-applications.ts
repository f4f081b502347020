import { expect, type APIRequestContext } from '@playwright/test';
import { API, type Application } from '@visadesk/contract';
import { SUPER_ADMIN } from './staff.ts';

/** A 1×1 PNG: the smallest photo the server's image pipeline accepts. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A word no other journey's applicant has: searched for, it leaves only this journey's rows. */
export function uniqueWord(): string {
  return `Nx${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
}

export interface Seed {
  surname: string;
  givenN: string;
  nationality: 'Nepal' | 'Bangladesh';
  jobTitle: 'Cook' | 'Driving';
  approved?: boolean;
  /** The passport's dates, YYYY-MM-DD; none when left out. */
  passportIssue?: string;
  passportExpiry?: string;
}

export interface Seeded extends Seed {
  /** The application's id, as the server gave it. */
  id: string;
  passport: string;
  /** As the list names the applicant: given name, then surname. */
  name: string;
}

const PHONES = { Nepal: '9812345678', Bangladesh: '01712345678' } as const;

/**
 * Staff record the applications through the API, one after another (so "newest first" has a known
 * order), and approve those marked so: the super admin, unless another staff member is named.
 */
export async function addApplications<const S extends readonly Seed[]>(
  request: APIRequestContext,
  word: string,
  seeds: S,
  by: { email: string; password: string } = SUPER_ADMIN,
): Promise<{ [K in keyof S]: Seeded }> {
  const login = await request.post(API.users.login, { data: { email: by.email, password: by.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: ((await login.json()) as { token: string }).token };
  const seeded: Seeded[] = [];
  for (const [index, seed] of seeds.entries()) {
    const passport = `P${word}${index}`.toUpperCase();
    const added = await request.post(API.applications.add, {
      headers,
      multipart: {
        surname: seed.surname,
        givenN: seed.givenN,
        email: `${word}.${index}@example.com`.toLowerCase(),
        phone: PHONES[seed.nationality],
        nationalId: `NID-${word}-${index}`,
        sex: 'Male',
        dob: '1990-03-0' + String(index % 9 + 1),
        birthCity: seed.nationality === 'Nepal' ? 'Pokhara' : 'Sylhet',
        currentN: seed.nationality,
        identification: 'Mole on the chin',
        company: 'Maple Foods Ltd',
        dutyDuration: '2 years',
        jobTitle: seed.jobTitle,
        salary: '1200 USD',
        passport,
        issuedCountry: seed.nationality,
        passportIssue: seed.passportIssue ?? '',
        passportExpiry: seed.passportExpiry ?? '',
        language: 'en',
        image: { name: 'photo.png', mimeType: 'image/png', buffer: PHOTO },
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { _id: id } = (await added.json()) as Application;
    if (seed.approved) expect((await request.put(API.applications.approve(id), { headers })).status()).toBe(200);
    seeded.push({ ...seed, id, passport, name: `${seed.givenN} ${seed.surname}` });
  }
  return seeded as { [K in keyof S]: Seeded };
}

