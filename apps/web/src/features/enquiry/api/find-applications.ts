import { API, ENQUIRY_LIMIT, type ApplicantCopy } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';

/** What an applicant types: all three are needed, and the server matches them exactly. */
export interface EnquiryInput {
  passport: string;
  nationality: string;
  dateOfBirth: string;
}

/**
 * The spec's enquiry call: passport as `search`, nationality as `search1`, date of birth as
 * `search2`. A plain call, not RTK Query: sent once, on Submit, its answer handed to the applicant
 * copy (held-results.ts), and the public pages load no RTK Query (ADR 016).
 */
export async function findApplications(input: EnquiryInput): Promise<ApplicantCopy[]> {
  const answer = await apiClient.get<{ applications?: unknown }>(API.applications.enquiry, {
    query: { limit: ENQUIRY_LIMIT, search: input.passport, search1: input.nationality, search2: input.dateOfBirth },
  });
  return Array.isArray(answer?.applications) ? (answer.applications as ApplicantCopy[]) : [];
}
