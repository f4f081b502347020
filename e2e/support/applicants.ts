import { expect, type APIRequestContext } from '@playwright/test';
import { API, type Application } from '@visadesk/contract';
import sharp from 'sharp';
import { SUPER_ADMIN } from './staff.ts';

/** What a visitor types into the enquiry to find this applicant. */
export interface Applicant {
  passport: string;
  nationality: string;
  dob: string;
  givenName: string;
  surname: string;
  email: string;
}

const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function picture(colour: { r: number; g: number; b: number }, width = 120, height = 150): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
}

async function staffHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: token };
}

/**
 * Staff record an applicant with a photo, upload a job letter (PDF) and the visa (image), and
 * approve the application, all through the API as the desk would. The desk names the language of
 * the applicant's email: English unless told, so journeys read the spec's words. Nepali, with the one
 * phone number every such applicant shares, unless told.
 */
export async function createApprovedApplicant(request: APIRequestContext, { nationality = 'Nepali', phone = '9779812345678', language = 'en', destination = '' } = {}): Promise<Applicant & { id: string }> {
  const headers = await staffHeaders(request);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const applicant: Applicant = {
    passport: `PA${unique}`.slice(0, 14),
    nationality,
    dob: '1992-04-17',
    givenName: 'Anita',
    surname: 'Sharma',
    email: `anita.${unique.toLowerCase()}@example.com`,
  };
  const added = await request.post(API.applications.add, {
    headers,
    multipart: {
      surname: applicant.surname,
      givenN: applicant.givenName,
      email: applicant.email,
      phone,
      nationalId: `NID-${unique}`,
      sex: 'Female',
      dob: applicant.dob,
      birthCity: 'Pokhara',
      currentN: applicant.nationality,
      identification: 'Mole on left cheek',
      company: 'Maple Foods Ltd',
      dutyDuration: '2 years',
      jobTitle: 'Cook',
      salary: '1200 USD',
      passport: applicant.passport,
      issuedCountry: 'Nepal',
      language,
      ...(destination ? { destination } : {}),
      image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await picture({ r: 190, g: 120, b: 80 }) },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { _id: id } = (await added.json()) as Application;

  const documents = await request.put(API.applications.documents(id), {
    headers,
    multipart: {
      file1: { name: 'job-letter.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF },
      file9: { name: 'visa.jpg', mimeType: 'image/jpeg', buffer: await picture({ r: 40, g: 90, b: 160 }, 300, 200) },
    },
  });
  expect(documents.status(), await documents.text()).toBe(200);

  const approved = await request.put(API.applications.approve(id), { headers });
  expect(approved.status()).toBe(200);
  return { ...applicant, id };
}
