/** What the English status check page shows (the catalogue's source words), for tests to find things by. */
export const ENQUIRY_LABELS = {
  passport: 'Passport Number',
  nationality: 'Nationality',
  dateOfBirth: 'Date of Birth',
  submit: 'Submit',
  clear: 'Clear',
  login: 'Login',
} as const;

export const NOT_FOUND_HELP = {
  check: 'Please check that the passport number is exactly as printed on the photo page of your passport, and that the date of birth is right.',
  contact: 'Still not found? Contact us:',
} as const;
