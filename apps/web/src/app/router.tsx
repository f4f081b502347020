import { PAGES } from '@visadesk/contract';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';
import { RequireChosenPassword } from '../features/auth/components/require-chosen-password';
import { PageLoader } from '../components/ui/page-loader';
import { DESK_PATHS } from '../config/page-titles';
import { DEMAND_ROUTES } from '../features/demands/demand-paths';
import { HomeRoute } from '../features/home/routes/home';
import { prefetchDeskCatalogue } from '../i18n/i18n';
import { AppRoot } from './routes/app-root';
import { LanguageHomeRedirect, LanguageRoute } from './routes/language-route';
import { RequireSession, RequireSuperAdmin } from './routes/require-session';
import { RouteError } from './routes/route-error';

/**
 * A route whose code is fetched only when it is visited, so the public pages (the home page is
 * prerendered later) never download the staff desk.
 */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * Above the desk's pages: their words, fetched beside the page's code (lazy routes load together).
 * A plain layout route would start fetching them only once the page's code had arrived.
 */
const deskWords = (children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const [{ DeskWords }] = await Promise.all([import('./routes/desk-words'), prefetchDeskCatalogue()]);
    return { Component: DeskWords };
  },
  children,
});

const staffPages: RouteObject[] = [
  {
    path: PAGES.dashboard,
    lazy: lazyPage(() => import('../features/dashboard/routes/dashboard'), (m) => m.DashboardRoute),
  },
  {
    path: PAGES.application,
    lazy: lazyPage(() => import('../features/applications/routes/application-list'), (m) => m.ApplicationListRoute),
  },
  {
    path: DESK_PATHS.applicationBoard,
    lazy: lazyPage(() => import('../features/applications/routes/application-board'), (m) => m.ApplicationBoardRoute),
  },
  {
    path: PAGES.addUserApplication,
    lazy: lazyPage(() => import('../features/applications/routes/add-application'), (m) => m.AddApplicationRoute),
  },
  {
    path: PAGES.editApplication,
    lazy: lazyPage(() => import('../features/applications/routes/edit-application'), (m) => m.EditApplicationRoute),
  },
  {
    path: PAGES.userView,
    lazy: lazyPage(() => import('../features/applications/routes/application-view'), (m) => m.ApplicationViewRoute),
  },
  {
    path: PAGES.updateApplicationView,
    lazy: lazyPage(
      () => import('../features/applications/routes/application-documents'),
      (m) => m.ApplicationDocumentsRoute,
    ),
  },
  {
    path: `${PAGES.updateApplicationView}/print`,
    lazy: lazyPage(() => import('../features/applications/routes/application-print'), (m) => m.ApplicationPrintRoute),
  },
  // Demand letters and their call-back requests (ADR 052): every staff member's, as the applications are.
  { path: PAGES.demands, lazy: lazyPage(() => import('../features/demands/routes/demand-list'), (m) => m.DemandListRoute) },
  { path: DEMAND_ROUTES.add, lazy: lazyPage(() => import('../features/demands/routes/add-demand'), (m) => m.AddDemandRoute) },
  { path: DEMAND_ROUTES.view, lazy: lazyPage(() => import('../features/demands/routes/demand-view'), (m) => m.DemandViewRoute) },
  { path: DEMAND_ROUTES.edit, lazy: lazyPage(() => import('../features/demands/routes/edit-demand'), (m) => m.EditDemandRoute) },
  { path: PAGES.callbacks, lazy: lazyPage(() => import('../features/demands/routes/callback-list'), (m) => m.CallbackListRoute) },
  { path: PAGES.slider, lazy: lazyPage(() => import('../features/slides/routes/slide-list'), (m) => m.SlideListRoute) },
  { path: PAGES.addSliders, lazy: lazyPage(() => import('../features/slides/routes/add-slide'), (m) => m.AddSlideRoute) },
  { path: PAGES.editSlider, lazy: lazyPage(() => import('../features/slides/routes/edit-slide'), (m) => m.EditSlideRoute) },
  // The profile is guarded, unlike the original (design notes, "Deliberate departures").
  { path: PAGES.profile, lazy: lazyPage(() => import('../features/profile/routes/profile'), (m) => m.ProfileRoute) },
  {
    Component: RequireSuperAdmin,
    children: [
      { path: PAGES.userManagement, lazy: lazyPage(() => import('../features/staff/routes/staff-list'), (m) => m.StaffListRoute) },
      { path: PAGES.addUserManagement, lazy: lazyPage(() => import('../features/staff/routes/add-staff'), (m) => m.AddStaffRoute) },
      { path: PAGES.editUserManagement, lazy: lazyPage(() => import('../features/staff/routes/edit-staff'), (m) => m.EditStaffRoute) },
      { path: PAGES.setting, lazy: lazyPage(() => import('../features/settings/routes/settings'), (m) => m.SettingsRoute) },
      { path: PAGES.activity, lazy: lazyPage(() => import('../features/activity/routes/activity-log'), (m) => m.ActivityLogRoute) },
      { path: PAGES.payments, lazy: lazyPage(() => import('../features/payments/routes/payments'), (m) => m.PaymentsRoute) },
    ],
  },
];

/** The public pages with a version in every language, by their English path. */
const translatedPages: RouteObject[] = [
  { path: PAGES.enquiry, lazy: lazyPage(() => import('../features/enquiry/routes/enquiry'), (m) => m.EnquiryRoute) },
  { path: PAGES.viewOne, lazy: lazyPage(() => import('../features/enquiry/routes/applicant-copy'), (m) => m.ApplicantCopyRoute) },
  { path: PAGES.login, lazy: lazyPage(() => import('../features/auth/routes/login'), (m) => m.LoginRoute) },
  { path: PAGES.register, lazy: lazyPage(() => import('../features/auth/routes/register'), (m) => m.RegisterRoute) },
  // Checking an applicant copy's signed statement (ADR 053): prerendered, brought to life by its islands.
  { path: PAGES.verify, lazy: lazyPage(() => import('../features/verify/routes/verify'), (m) => m.VerifyRoute) },
  // The applicant's upload link: only prerendered (one shell per language), brought to life by its islands.
  { path: `${PAGES.upload}/:token`, lazy: lazyPage(() => import('../features/upload/routes/upload'), (m) => m.UploadRoute) },
];

/** The same pages in the other languages, under their code (`/hi/`, `/hi/enquiry`). */
const languagePages: RouteObject = {
  path: ':lang',
  Component: LanguageRoute,
  children: [
    { index: true, Component: HomeRoute },
    ...translatedPages.map((route) => ({ ...route, path: route.path?.slice(1) })),
    { path: '*', Component: LanguageHomeRedirect },
  ],
};

const publicPages: RouteObject[] = [
  { index: true, Component: HomeRoute },
  ...translatedPages,
  // The staff's own pages beside the public ones, English like the rest of the desk.
  deskWords([
    { path: PAGES.forgotPassword, lazy: lazyPage(() => import('../features/auth/routes/forgot-password'), (m) => m.ForgotPasswordRoute) },
    { path: PAGES.resetPassword, lazy: lazyPage(() => import('../features/auth/routes/reset-password'), (m) => m.ResetPasswordRoute) },
    { path: PAGES.acceptInvitation, lazy: lazyPage(() => import('../features/auth/routes/accept-invitation'), (m) => m.AcceptInvitationRoute) },
  ]),
  languagePages,
];

/** Every page route of the original system, plus /setting (design notes, "Deliberate departures"). Shared by the browser and tests. */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    // Shown while the first page's code loads on a cold start.
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { path: PAGES.home, Component: PublicLayout, children: publicPages },
      {
        Component: RequireSession,
        children: [
          deskWords([
            // After the super admin's reset: nothing but choosing a new password.
            {
              path: PAGES.choosePassword,
              lazy: lazyPage(() => import('../features/profile/routes/choose-password'), (m) => m.ChoosePasswordRoute),
            },
            {
              Component: RequireChosenPassword,
              children: [
                {
                  lazy: lazyPage(() => import('../components/layouts/admin-layout'), (m) => m.AdminLayout),
                  children: staffPages,
                },
              ],
            },
          ]),
        ],
      },
      { path: '*', element: <Navigate to={PAGES.home} replace /> },
    ],
  },
];
