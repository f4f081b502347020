import { API, ENQUIRY_LIMIT, type ApplicantCopy } from '@visadesk/contract';
import { api } from '../../../lib/api';

/** What an applicant types: all three are needed, and the server matches them exactly. */
export interface EnquiryInput {
  passport: string;
  nationality: string;
  dateOfBirth: string;
}

const enquiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The spec's enquiry call: passport as `search`, nationality as `search1`, date of birth as
     * `search2`. A change rather than a query: sent once, on Submit, and its answer is handed to
     * the applicant copy (held-results.ts), never cached.
     */
    findApplications: build.mutation<ApplicantCopy[], EnquiryInput>({
      query: (input) => ({
        path: API.applications.enquiry,
        query: { limit: ENQUIRY_LIMIT, search: input.passport, search1: input.nationality, search2: input.dateOfBirth },
      }),
      transformResponse: (answer: { applications?: unknown } | undefined) =>
        Array.isArray(answer?.applications) ? (answer.applications as ApplicantCopy[]) : [],
    }),
  }),
});

export const { useFindApplicationsMutation } = enquiryApi;
