import { describe, expect, it } from 'vitest';
import { APPLICANT_FIELD_KEYS, CreateApplicationSchema, missingForApproval, namedFields, UpdateApplicationSchema } from './application-form.ts';
import { APPLICANT_FIELDS } from './applicant-fields.ts';
import { APPLICATION_MESSAGES } from './messages.ts';

const applicant = {
  surname: 'Okafor',
  givenN: 'Chinedu',
  email: 'chinedu@example.com',
  phone: '08031234567',
  nationalId: 'NIN-12345',
  sex: 'Male',
  dob: '1990-05-17',
  birthCity: 'Enugu',
  currentN: 'Nigerian',
  identification: 'Scar on left hand',
  company: 'Maple Foods Ltd',
  dutyDuration: '2 years',
  jobTitle: 'Cook',
  salary: '1200',
  passport: 'A12345678',
  issuedCountry: 'Nigeria',
};

/** The first message the schema reports, as the form shows it. */
function firstIssue(schema: typeof CreateApplicationSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return { path: issue?.path.join('.'), message: issue?.message };
}

const a = (n: number) => 'a'.repeat(n);

describe('CreateApplicationSchema', () => {
  it('accepts a complete applicant and normalises it', () => {
    const parsed = CreateApplicationSchema.parse({
      ...applicant,
      surname: '  Okafor ',
      email: ' Chinedu@Example.COM ',
      passport: ' a12 345 678 ',
    });
    expect(parsed.surname).toBe('Okafor');
    expect(parsed.email).toBe('chinedu@example.com');
    expect(parsed.passport).toBe('A12345678');
    // Nigerian, a number of Nigeria's plan: +234, the trunk 0 dropped.
    expect([parsed.phoneCode, parsed.phone]).toEqual(['234', '8031234567']);
  });

  // Field and message in the spec's order of checks (section 5).
  const checks = [
    ['surname', a(32), 'Surname must be at most 31 characters long.'],
    ['givenN', '', 'Given name must be between 1 and 31 characters long. A worker whose passport shows a single name has it here, with the surname left empty.'],
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['phone', '+1 555 0100 ext 2', 'Please enter a valid phone number.'],
    ['phoneCode', '+9999', 'Please choose a valid country calling code.'],
    ['nationalId', a(101), 'Please enter a valid national ID.'],
    ['sex', '', 'Please select a sex.'],
    ['dob', '', 'Please enter a valid date of birth.'],
    ['birthCity', '', 'Please enter a valid birth city.'],
    ['currentN', '', 'Please enter a valid current nationality.'],
    ['identification', a(101), 'Please enter valid identification marks.'],
    ['company', a(101), 'Please enter a valid company name.'],
    ['dutyDuration', '', 'Please enter a valid duty duration.'],
    ['jobTitle', '', 'Please select a job title.'],
    ['salary', a(101), 'Please enter a valid salary.'],
    ['passport', '', 'Please enter a valid passport number.'],
    ['issuedCountry', '', 'Please enter a valid issued country.'],
    ['passportIssue', '2020-02-30', 'Please enter the passport issue date as YYYY-MM-DD, or leave it empty.'],
    ['passportExpiry', '30-01-2030', 'Please enter the passport expiry date as YYYY-MM-DD, or leave it empty.'],
    ['language', 'de', 'Please choose one of the languages for messages: en, fr, hi, bn, ne or ur.'],
  ] as const;

  it("checks the fields in the spec order, and a field added since after them (the fields' table)", () => {
    expect(APPLICANT_FIELD_KEYS.slice(0, checks.length)).toEqual(checks.map(([field]) => field));
    expect([...APPLICANT_FIELD_KEYS].sort()).toEqual(Object.keys(APPLICANT_FIELDS).sort());
  });

  it.each(checks.map((check, index) => [check[0], index, check[2]] as const))(
    'reports %s first when it and every later field fail',
    (field, index, message) => {
      const input: Record<string, string> = { ...applicant };
      for (const [later, bad] of checks.slice(index)) input[later] = bad;
      expect(firstIssue(CreateApplicationSchema, input)).toEqual({ path: field, message });
    },
  );

  it.each(checks)('reports %s alone with its message', (field, bad, message) => {
    expect(firstIssue(CreateApplicationSchema, { ...applicant, [field]: bad })).toEqual({
      path: field,
      message,
    });
  });

  // The phone's country code, the language and the passport's dates may be left out (clients that
  // predate them): see the phone cases below, application-language.test.ts and passport-dates.test.ts.
  // So may what a worker may not know yet: see 'a worker as they come' below.
  const optional: readonly string[] = [
    'phoneCode', 'language', 'passportIssue', 'passportExpiry', 'surname', 'email', 'nationalId', 'identification', 'company', 'salary',
  ];
  it.each(checks.filter(([field]) => !optional.includes(field)))('reports a missing %s with its message', (field, _bad, message) => {
    const input: Record<string, string> = { ...applicant };
    delete input[field];
    expect(firstIssue(CreateApplicationSchema, input)).toEqual({ path: field, message });
  });

  describe.each([
    ['surname', 'Surname must be at most 31 characters long.', 0],
    ['givenN', 'Given name must be between 1 and 31 characters long. A worker whose passport shows a single name has it here, with the surname left empty.', 1],
  ] as const)('%s bounds', (field, message, least) => {
    it.each([
      ['', least === 0],
      ['     ', least === 0],
      [a(1), true],
      ['KC', true],
      ['Om', true],
      [a(31), true],
      [a(32), false],
      [`  ${a(31)}  `, true],
    ])('%j passes: %s', (value, ok) => {
      const result = CreateApplicationSchema.safeParse({ ...applicant, [field]: value });
      expect(result.success).toBe(ok);
      if (!result.success) expect(result.error.issues[0]?.message).toBe(message);
    });

    it('stores the trimmed value', () => {
      const parsed = CreateApplicationSchema.parse({ ...applicant, [field]: `  ${a(31)}  ` });
      expect(parsed[field]).toBe(a(31));
    });
  });

  it.each(['plainaddress', 'a@b', 'a b@example.com', '@example.com', 'a@example.'])(
    'rejects the email %j',
    (email) => {
      expect(firstIssue(CreateApplicationSchema, { ...applicant, email })).toEqual({
        path: 'email',
        message: 'Please enter a valid email address.',
      });
    },
  );

  it('keeps the leading zero of a digits-only phone that fits no plan, with no code', () => {
    expect(CreateApplicationSchema.parse({ ...applicant, phone: '0044123456' })).toMatchObject({ phone: '0044123456', phoneCode: '' });
  });

  // The applicant is Nigerian (+234): a number typed with its own code keeps it.
  it.each([
    ['+977 9841234567', '9841234567', '977'],
    ['984-1234567', '9841234567', '234'],
    ['(01712) 345678', '01712345678', ''],
    ['+44 (0)20 7946.0018', '2079460018', '44'],
    ['  0803 123 4567 ', '8031234567', '234'],
    ['2348031234567', '8031234567', '234'],
    ['+800 1234 5678', '80012345678', ''],
  ])('accepts the phone %j as people write it, stored as %j with the code %j', (phone, stored, code) => {
    for (const schema of [CreateApplicationSchema, UpdateApplicationSchema]) {
      expect(schema.parse({ ...applicant, phone })).toMatchObject({ phone: stored, phoneCode: code });
    }
  });

  it.each([
    ['+880', '01712 345678', '1712345678', '880'],
    ['977', '9841234567', '9841234567', '977'],
    [' 0091 ', '09876543210', '9876543210', '91'],
  ])('takes the chosen code %j with %j as %j and %j', (phoneCode, phone, stored, code) => {
    expect(CreateApplicationSchema.parse({ ...applicant, phoneCode, phone })).toMatchObject({ phone: stored, phoneCode: code });
  });

  it.each([
    ['977', '8031234567'],
    ['880', '98765'],
    ['880', '+977 9841234567'],
  ])('refuses the chosen code %j with a phone %j that does not fit it', (phoneCode, phone) => {
    expect(firstIssue(CreateApplicationSchema, { ...applicant, phoneCode, phone })).toEqual({
      path: 'phone',
      message: 'Please enter a phone number that is valid for the chosen country code.',
    });
  });

  it.each(['0803abc', '', '+', '98+41234567', '++9841234567', '984/1234567', '12 3', '1'.repeat(21), '#9841234567'])(
    'rejects the phone %j',
    (phone) => {
      expect(firstIssue(CreateApplicationSchema, { ...applicant, phone })).toEqual({
        path: 'phone',
        message: 'Please enter a valid phone number.',
      });
    },
  );

  it.each(['   ', '\t'])('stores a blank national ID %j as not known yet', (nationalId) => {
    expect(CreateApplicationSchema.parse({ ...applicant, nationalId }).nationalId).toBe('');
  });

  it.each(['male', 'Other'])('rejects the sex %j', (sex) => {
    expect(firstIssue(CreateApplicationSchema, { ...applicant, sex })?.message).toBe(
      'Please select a sex.',
    );
  });

  it('accepts both sexes', () => {
    expect(CreateApplicationSchema.safeParse({ ...applicant, sex: 'Female' }).success).toBe(true);
  });

  it('accepts only the listed job titles', () => {
    expect(CreateApplicationSchema.safeParse({ ...applicant, jobTitle: 'Caring Operator' }).success)
      .toBe(true);
    expect(firstIssue(CreateApplicationSchema, { ...applicant, jobTitle: 'Pilot' })?.message).toBe(
      'Please select a job title.',
    );
  });

  it('stores the passport trimmed, upper case and without spaces', () => {
    const parsed = CreateApplicationSchema.parse({ ...applicant, passport: '  ab 123\t456 ' });
    expect(parsed.passport).toBe('AB123456');
  });

  it.each(['2024-02-29', '2000-02-29', '1990-12-31'])('accepts the real date %j', (dob) => {
    expect(CreateApplicationSchema.parse({ ...applicant, dob }).dob).toBe(dob);
  });

  it.each([
    '2023-02-29', // not a leap year
    '1900-02-29', // century, not a leap year
    '1990-04-31',
    '1990-13-01',
    '1990-00-10',
    '1990-5-1',
    '17/05/1990',
    '1990-05-17T00:00:00Z',
    'yesterday',
    '2999-01-01', // in the future
  ])('rejects the date of birth %j', (dob) => {
    expect(firstIssue(CreateApplicationSchema, { ...applicant, dob })).toEqual({
      path: 'dob',
      message: 'Please enter a valid date of birth.',
    });
  });
});

describe('UpdateApplicationSchema', () => {
  it.each([
    ['surname', a(32), 'Surname must be at most 31 characters long.'],
    ['givenN', '', 'Given name must be between 1 and 31 characters long. A worker whose passport shows a single name has it here, with the surname left empty.'],
    ['givenN', a(32), 'Given name must be between 1 and 31 characters long. A worker whose passport shows a single name has it here, with the surname left empty.'],
  ])('reports %s %j with its message, as on add', (field, value, message) => {
    const result = UpdateApplicationSchema.safeParse({ ...applicant, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('accepts "KC", "Om" and a single name with no surname', () => {
    expect(UpdateApplicationSchema.parse({ ...applicant, surname: 'KC', givenN: 'Om' })).toMatchObject({ surname: 'KC', givenN: 'Om' });
    expect(UpdateApplicationSchema.parse({ ...applicant, surname: '', givenN: 'Suman' })).toMatchObject({ surname: '', givenN: 'Suman' });
  });

  it('checks the other fields as on add', () => {
    expect(UpdateApplicationSchema.safeParse({ ...applicant, phone: 'x' }).error?.issues[0]?.message)
      .toBe('Please enter a valid phone number.');
  });
});

describe('a worker as they come: no email, a short surname or none, nothing yet of the demand letter', () => {
  const unknown = { email: '', nationalId: '', identification: '', company: '', salary: '' };

  it('registers with those fields empty, and with them left out', () => {
    expect(CreateApplicationSchema.parse({ ...applicant, ...unknown, surname: 'KC' })).toMatchObject({ ...unknown, surname: 'KC' });
    const leftOut: Record<string, string> = { ...applicant };
    for (const key of [...Object.keys(unknown), 'surname']) delete leftOut[key];
    expect(CreateApplicationSchema.parse(leftOut)).toMatchObject({ ...unknown, surname: '' });
  });

  it("still answers the spec's message for an email that is given and wrong", () => {
    expect(firstIssue(CreateApplicationSchema, { ...applicant, email: 'ram@' })).toEqual({ path: 'email', message: 'Please enter a valid email address.' });
    expect(CreateApplicationSchema.parse({ ...applicant, email: '  ' }).email).toBe('');
  });

  it('names what approval still needs, in the form order', () => {
    expect(missingForApproval({ nationalId: '', identification: 'Mole', company: ' ', salary: '' })).toEqual(['nationalId', 'company', 'salary']);
    expect(missingForApproval(applicant)).toEqual([]);
    expect(namedFields(['National ID'])).toBe('National ID');
    expect(namedFields(['National ID', 'Salary'])).toBe('National ID and Salary');
    expect(namedFields(['National ID', 'Company Name', 'Salary'])).toBe('National ID, Company Name and Salary');
    expect(APPLICATION_MESSAGES.approvalNeeds('National ID and Salary')).toBe('Please fill in National ID and Salary before approving this application.');
  });
});
