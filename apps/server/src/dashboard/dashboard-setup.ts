import { DEFAULT_SETTINGS, type DashboardSetup, type Settings } from '@visadesk/contract';

interface SetupFacts {
  settings: Pick<Settings, 'consultancyName' | 'phone' | 'email'>;
  publishedSlides: number;
  activeStaff: number;
}

/** The first-run checklist: what the agency has done before going live. */
export function dashboardSetupOf({ settings, publishedSlides, activeStaff }: SetupFacts): DashboardSetup {
  const name = settings.consultancyName.trim();
  return {
    consultancyName: name !== '' && name !== DEFAULT_SETTINGS.consultancyName,
    phone: settings.phone.trim() !== '',
    email: settings.email.trim() !== '',
    publishedSlide: publishedSlides > 0,
    // The super admin who installed the desk, and someone besides.
    secondStaff: activeStaff > 1,
  };
}
