import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_MESSAGES,
  APPLICATION_MESSAGES,
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  SLIDER_MESSAGES,
} from './messages.ts';

// Every text below is copied by hand from the original system's texts, never built from
// the constant under test, so a reworded message fails here.

describe('add application messages (spec 5)', () => {
  it.each([
    ['invalidEmail', 'Please enter a valid email address.'],
    ['invalidPhone', 'Please enter a valid phone number.'],
    ['nationalId', 'Please enter a valid national ID.'],
    ['emailExists', 'User email already exists. Please try another email.'],
    ['passportExists', 'User passport already exists. Please try another passport.'],
    ['imageTooLargeAdd', 'File size exceeds the limit of 10 MB.'],
  ] as const)('%s', (key, text) => {
    expect(APPLICATION_MESSAGES[key]).toBe(text);
  });

  // The spec only says each required field has "its own message naming the field".
  it.each([
    ['sex', 'Please select a sex.'],
    ['dob', 'Please enter a valid date of birth.'],
    ['birthCity', 'Please enter a valid birth city.'],
    ['currentNationality', 'Please enter a valid current nationality.'],
    ['identification', 'Please enter valid identification marks.'],
    ['company', 'Please enter a valid company name.'],
    ['dutyDuration', 'Please enter a valid duty duration.'],
    ['jobTitle', 'Please select a job title.'],
    ['salary', 'Please enter a valid salary.'],
    ['passport', 'Please enter a valid passport number.'],
    ['issuedCountry', 'Please enter a valid issued country.'],
  ] as const)('required field %s has its own message', (key, text) => {
    expect(APPLICATION_MESSAGES[key]).toBe(text);
  });

  it('gives every required field a different message', () => {
    const keys = [
      'nationalId', 'sex', 'dob', 'birthCity', 'currentNationality', 'identification', 'company',
      'dutyDuration', 'jobTitle', 'salary', 'passport', 'issuedCountry',
    ] as const;
    expect(new Set(keys.map((k) => APPLICATION_MESSAGES[k])).size).toBe(12);
  });
});

// ADR 035: the names' bounds changed, and so did their messages.
describe('name messages for real workers', () => {
  it('says what the rules now are', () => {
    expect(APPLICATION_MESSAGES.surnameLength).toBe('Surname must be at most 31 characters long.');
    expect(APPLICATION_MESSAGES.givenNameLength).toBe(
      'Given name must be between 1 and 31 characters long. A worker whose passport shows a single name has it here, with the surname left empty.',
    );
  });
});

describe('edit application and document messages (spec 5)', () => {
  it('keeps the edit wording', () => {
    expect(APPLICATION_MESSAGES.invalidImageType).toBe(
      'Invalid file type. Only JPEG, JPG, and PNG are allowed.',
    );
    expect(APPLICATION_MESSAGES.imageTooLargeEdit).toBe('File size exceeds the limit of 2MB.');
  });

  it('states the document size limit actually enforced', () => {
    // Design notes, "Deliberate departures": the original checked 10 MB but said 2MB; the message now
    // states the 10 MB it enforces.
    expect(APPLICATION_MESSAGES.documentTooLarge).toBe('File size exceeds the limit of 10 MB.');
    expect(APPLICATION_MESSAGES.documentTooLarge).not.toContain('2MB');
  });

  it('names PDF among the accepted document types', () => {
    // Design notes, "Deliberate departures": documents may be JPEG, PNG or PDF (job letters and visas are
    // often PDFs), so the document type message differs from the photo's JPEG/JPG/PNG message.
    expect(APPLICATION_MESSAGES.invalidDocumentType).toBe(
      'Invalid file type. Only JPEG, JPG, PNG and PDF are allowed.',
    );
  });
});

describe('application error catalogue (spec 8)', () => {
  it('list errors', () => {
    expect(`${APPLICATION_MESSAGES.listErrorPrefix}Database down`).toBe('Error: Database down');
    expect(APPLICATION_MESSAGES.listNoResponse).toBe('No response received from the server.');
  });

  it('add errors', () => {
    expect(APPLICATION_MESSAGES.addServerMessage('Passport is taken')).toBe('Error: Passport is taken');
    expect(APPLICATION_MESSAGES.addFailedStatus(500)).toBe(
      'Failed to add application. Server responded with status: 500',
    );
    expect(APPLICATION_MESSAGES.addFailedStatus(200)).toBe(
      'Failed to add application. Server responded with status: 200',
    );
    expect(APPLICATION_MESSAGES.addError).toBe('Error adding application. Please try again.');
  });

  it('edit and delete errors', () => {
    expect(APPLICATION_MESSAGES.updateFailed).toBe('Failed to update application.');
    expect(APPLICATION_MESSAGES.updateError).toBe('Error updating application. Please try again.');
    expect(APPLICATION_MESSAGES.deleteFailed).toBe('Failed to delete application.');
    expect(APPLICATION_MESSAGES.deleteError).toBe('Error deleting application. Please try again.');
  });

  it('approve, reject and pending errors', () => {
    expect(APPLICATION_MESSAGES.approveFailedStatus(500)).toBe(
      'Failed to approve application. Server responded with status: 500',
    );
    expect(APPLICATION_MESSAGES.rejectFailedStatus(403)).toBe(
      'Failed to reject application. Server responded with status: 403',
    );
    expect(APPLICATION_MESSAGES.approveError('x')).toBe(
      'Error approving application: x. Please try again.',
    );
    expect(APPLICATION_MESSAGES.rejectError('Network Error')).toBe(
      'Error rejecting application: Network Error. Please try again.',
    );
  });

  it('pending errors follow the approve pattern', () => {
    // The spec says only "the equivalents for ... pending"; "pending" is not a verb, so the
    // contract words it "set application to pending" in the same frame as approve and reject.
    expect(APPLICATION_MESSAGES.pendingFailedStatus(502)).toBe(
      'Failed to set application to pending. Server responded with status: 502',
    );
    expect(APPLICATION_MESSAGES.pendingError('timeout')).toBe(
      'Error setting application to pending: timeout. Please try again.',
    );
  });

  it('enquiry, loading and empty states', () => {
    expect(APPLICATION_MESSAGES.enquiryNotFound).toBe(
      'No valid application found. Please check your input.',
    );
    expect(APPLICATION_MESSAGES.loadError).toBe('Error loading application data. Please try again.');
    expect(APPLICATION_MESSAGES.noApplicationData).toBe('No application data found.');
    expect(APPLICATION_MESSAGES.noApplications).toBe('No applications found.');
  });

  it('invalid id on delete', () => {
    expect(COMMON_MESSAGES.invalidId).toBe('Invalid ID format.');
  });
});

describe('auth error catalogue (spec 5 and 8)', () => {
  it('login', () => {
    expect(AUTH_MESSAGES.invalidCredentials).toBe('Invalid email or password.');
    expect(AUTH_MESSAGES.loginFailed).toBe('Login failed. Please check your credentials.');
    expect(AUTH_MESSAGES.noToken).toBe('Login failed. No token received.');
    expect(AUTH_MESSAGES.noResponse).toBe('No response from server. Please try again.');
    expect(AUTH_MESSAGES.loginError).toBe('An error occurred during login. Please try again.');
  });

  it('register and add user', () => {
    // "all ready" is the spec's own spelling, kept word for word.
    expect(AUTH_MESSAGES.userExists).toBe('Error: User all ready exists. Please sign in.');
    expect(AUTH_MESSAGES.registrationError).toBe(
      'An error occurred during registration. Please try again.',
    );
    expect(AUTH_MESSAGES.allFieldsRequired).toBe('All fields are required');
  });

  it('user update and profile', () => {
    expect(AUTH_MESSAGES.updateUserFailed).toBe('Failed to update user.');
    expect(AUTH_MESSAGES.profileAborted('boom')).toBe('Request was aborted: boom');
    expect(AUTH_MESSAGES.profileAborted('timeout of 5000ms exceeded')).toBe(
      'Request was aborted: timeout of 5000ms exceeded',
    );
  });
});

describe('slider error catalogue (spec 8)', () => {
  it('screen messages', () => {
    expect(SLIDER_MESSAGES.fetchError).toBe('Error fetching sliders. Please try again.');
    expect(SLIDER_MESSAGES.deleteError).toBe('Error deleting slider. Please try again.');
    expect(SLIDER_MESSAGES.addError).toBe('Error adding slider. Please try again.');
    expect(SLIDER_MESSAGES.updateError).toBe('Error updating slider. Please try again.');
  });

  it('store rejections', () => {
    expect(SLIDER_MESSAGES.resourceNotFound).toBe('Resource not found');
    expect(SLIDER_MESSAGES.unexpectedError).toBe('An unexpected error occurred');
  });
});

describe('activity log messages', () => {
  // The spec has no activity log: these follow its phrasing, and each names what to change.
  it.each([
    ['pageSizeInvalid', 'Please show between 1 and 100 entries per page.'],
    ['actorInvalid', 'Please choose a staff member from the list.'],
    ['fromInvalid', 'Please enter the first date as YYYY-MM-DD, for example 2026-01-31.'],
    ['toInvalid', 'Please enter the last date as YYYY-MM-DD, for example 2026-01-31.'],
    ['rangeInvalid', 'The first date must not be after the last one.'],
  ] as const)('%s', (key, text) => {
    expect(ACTIVITY_MESSAGES[key]).toBe(text);
  });

  it('has no message the test does not name', () => {
    expect(Object.keys(ACTIVITY_MESSAGES).sort()).toEqual(['actorInvalid', 'fromInvalid', 'pageSizeInvalid', 'rangeInvalid', 'toInvalid']);
  });
});
