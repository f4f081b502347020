import { API, DEFAULT_STAGES, PAGES, type Dashboard, type StagesAnswer } from '@visadesk/contract';
import { jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';

/** The recent change the answer below carries, in the server's words (test data, not the desk's). */
const DETAIL = 'Set to approved';
const ACTOR_NAME = 'Ravi Staff';
const APPLICANT_NAME = 'Chinedu Okafor';

/** A dashboard answer of an agency that has done its first-run checklist. */
export const FIGURES: Dashboard = {
  totalApplication: 23,
  totalPages: 3,
  byStatus: { pending: 11, approved: 9, rejected: 3 },
  publishedSlides: 4,
  totalSlides: 6,
  staffCount: 5,
  staffAwaitingApproval: 2,
  recentHistory: [
    {
      _id: 'd1b2c3d4e5f6a1b2c3d4e5f6',
      applicationId: 'e1b2c3d4e5f6a1b2c3d4e5f6',
      action: 'status',
      detail: DETAIL,
      reason: '',
      actorName: ACTOR_NAME,
      createdAt: '2025-03-04T10:15:00.000Z',
      applicantName: APPLICANT_NAME,
    },
  ],
  setup: { consultancyName: true, phone: true, email: true, publishedSlide: true, secondStaff: true },
  // Soonest first, as the server lists them: one expired, one today, one tomorrow, one later; two more unlisted.
  expiringPassports: {
    applications: [
      { _id: '1a2b3c4d5e6f1a2b3c4d5e6f', applicantName: 'Bikash Thapa', passportExpiry: '2025-03-01', daysLeft: -3, isStatus: 'pending' },
      { _id: '2a2b3c4d5e6f1a2b3c4d5e6f', applicantName: 'Sadia Rahman', passportExpiry: '2025-03-04', daysLeft: 0, isStatus: 'approved' },
      { _id: '3a2b3c4d5e6f1a2b3c4d5e6f', applicantName: 'Meera Patel', passportExpiry: '2025-03-05', daysLeft: 1, isStatus: 'pending' },
      { _id: '4a2b3c4d5e6f1a2b3c4d5e6f', applicantName: 'Arjun Gurung', passportExpiry: '2025-04-18', daysLeft: 45, isStatus: 'rejected' },
    ],
    total: 6,
  },
  // Twelve months, oldest first: a quiet start, a busy March 2025.
  months: [
    ['2024-04', 0, 0], ['2024-05', 2, 0], ['2024-06', 3, 1], ['2024-07', 1, 2], ['2024-08', 0, 0], ['2024-09', 4, 1],
    ['2024-10', 2, 2], ['2024-11', 1, 0], ['2024-12', 0, 1], ['2025-01', 3, 1], ['2025-02', 2, 0], ['2025-03', 5, 3],
  ].map(([month, registered, approved]) => ({ month: month as string, registered: registered as number, approved: approved as number })),
  // Where the 23 stand on the journey: most at the medical, two past their stage's due day.
  byStage: { demand: 4, interview: 6, medical: 9, visa: 3, departure: 1 },
  overdue: 2,
  // Files applicants sent by link, waiting for staff.
  documentsToReview: 3,
  receivedThisMonth: { NPR: 4_550_000, USD: 120_000 },
  overCap: 2,
};

/** The agency's stages as Settings answers them: the shipped list, the advert archived, the counts as above. */
export const STAGES: StagesAnswer = {
  stages: DEFAULT_STAGES.map((stage) => ({ ...stage, archived: stage.id === 'advert' })),
  byCountry: {},
  applications: FIGURES.byStage,
};

/** Opens the dashboard signed in (a super admin unless told), the server answering with `answer` (and the stages with `stages`). */
export function openDashboard(answer: () => Response | Promise<Response>, signedInAs = SUPER_ADMIN, stages = () => jsonResponse(STAGES)) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.dashboard}`]: answer, [`GET ${API.stages}`]: stages });
  return { ...renderApp(PAGES.dashboard, { signedInAs }), fetchMock };
}
