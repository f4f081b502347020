import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAGES } from '@visadesk/contract';
import { DESK_PATHS, PAGE_TITLES } from './page-titles';

/** Labels are messages of the catalogues; the menu shows them with `i18n._(…)`. */
export interface StaffMenuLink {
  label: MessageDescriptor;
  to: string;
  superAdminOnly?: boolean;
}

export interface StaffMenuGroup {
  /** Groups without a label sit at the top of the menu. */
  label?: MessageDescriptor;
  links: StaffMenuLink[];
}

/**
 * The spec's admin sidebar, its groups named for what they hold: the spec's headings
 * ("Approved" above the slides, "Super-admin" above an admin's own profile) misled new agencies.
 */
export const STAFF_MENU: readonly StaffMenuGroup[] = [
  { links: [{ label: PAGE_TITLES.dashboard, to: PAGES.dashboard }] },
  {
    label: msg`Applications`,
    links: [
      { label: PAGE_TITLES.application, to: PAGES.application },
      { label: PAGE_TITLES.applicationBoard, to: DESK_PATHS.applicationBoard },
      { label: msg`Add Application`, to: PAGES.addUserApplication },
      { label: PAGE_TITLES.demands, to: PAGES.demands },
      { label: PAGE_TITLES.callbacks, to: PAGES.callbacks },
    ],
  },
  {
    label: msg`Website`,
    links: [
      { label: PAGE_TITLES.slider, to: PAGES.slider },
      { label: PAGE_TITLES.addSliders, to: PAGES.addSliders },
    ],
  },
  {
    label: msg`Staff accounts`,
    links: [
      { label: PAGE_TITLES.userManagement, to: PAGES.userManagement, superAdminOnly: true },
      { label: PAGE_TITLES.addUserManagement, to: PAGES.addUserManagement, superAdminOnly: true },
    ],
  },
  {
    label: msg`Administration`,
    links: [
      { label: PAGE_TITLES.setting, to: PAGES.setting, superAdminOnly: true },
      { label: PAGE_TITLES.activity, to: PAGES.activity, superAdminOnly: true },
      { label: PAGE_TITLES.payments, to: PAGES.payments, superAdminOnly: true },
    ],
  },
  { label: msg`Your account`, links: [{ label: PAGE_TITLES.profile, to: PAGES.profile }] },
];

/** The menu as a given staff member sees it: groups left empty disappear. */
export function staffMenuFor(isSuperAdmin: boolean): StaffMenuGroup[] {
  return STAFF_MENU.map((group) => ({
    ...group,
    links: group.links.filter((link) => isSuperAdmin || !link.superAdminOnly),
  })).filter((group) => group.links.length > 0);
}
