import { z } from 'zod';
import { answerList, answerObject } from './answers.ts';
import { ApplicantCopySchema } from './applications.ts';
import { normaliseCountry } from './country-lookup.ts';
import { latinDigits } from './digits.ts';
import { ENQUIRY_LIMIT } from './limits.ts';
import { APPLICATION_MESSAGES as M, COMMON_MESSAGES } from './messages.ts';

/** The public status check (`fetchApplicationEnquiry`): what the applicant gives, and the applicant copy it answers. */
export const EnquiryQuerySchema = z.object({
  limit: z.coerce.number({ error: M.enquiryLimitInvalid }).int(M.enquiryLimitInvalid).min(1, M.enquiryLimitInvalid).max(ENQUIRY_LIMIT, M.enquiryLimitInvalid).default(ENQUIRY_LIMIT),
  search: z.string({ error: M.passport }).trim().max(40, M.passport).default('').transform(latinDigits),
  // The nationality as the applicant writes it ("Nepali", "NP"), looked up as saved ("Nepal").
  search1: z.string({ error: M.currentNationality }).trim().max(100, M.currentNationality).default('').transform(normaliseCountry),
  search2: z.string({ error: M.dob }).trim().max(10, M.dob).default('').transform(latinDigits),
}, { error: COMMON_MESSAGES.formExpected });
export type EnquiryQuery = z.infer<typeof EnquiryQuerySchema>;

export const EnquiryResponseSchema = answerObject({ applications: answerList(ApplicantCopySchema) });
export type EnquiryResponse = z.infer<typeof EnquiryResponseSchema>;
