import { PAGES } from '@visadesk/contract';
import { htmlOf, type RenderedMessage } from './applicant-messages.ts';

/** Who is told: the staff member's name and address. */
export interface StaffAddressee {
  name: string;
  email: string;
}

/**
 * What a staff member reads by email: that the super admin approved their registration and where to
 * sign in. Never a password: they chose their own when they registered.
 */
export function staffApprovedMessage(to: StaffAddressee, consultancyName: string, siteUrl: string): RenderedMessage {
  const login = `${siteUrl}${PAGES.login}`;
  const paragraphs = [
    `Dear ${to.name},`,
    `The super admin has approved your staff account on the ${consultancyName} desk.`,
    `You can now sign in at ${login} with this email address and the password you chose when you registered.`,
    `Kind regards,\n${consultancyName}`,
  ];
  return {
    event: 'staff-approved',
    subject: `Your staff account at ${consultancyName} is approved`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: htmlOf(paragraphs, login),
  };
}

/**
 * A new staff member's invitation: who added them, where, and the link to choose their password
 * (single-use, `days` days). No password is in it: nobody but the member ever knows one.
 */
export function staffInvitationMessage(to: StaffAddressee, consultancyName: string, link: string, days: number): RenderedMessage {
  const paragraphs = [
    `Dear ${to.name},`,
    `You have been given a staff account on the ${consultancyName} desk, to sign in with this email address. To choose your password, open this link within ${days} days:`,
    link,
    'The link works once. Once your password is chosen, sign in with this email address and that password. If the link has expired, ask the super admin to send a new invitation.',
    `Kind regards,\n${consultancyName}`,
  ];
  return {
    event: 'staff-invitation',
    subject: `Your staff account on the ${consultancyName} desk: choose your password`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: htmlOf(paragraphs, link),
  };
}

/** The "Forgot password?" link: single-use, 30 minutes. Sent to the address asked for, nothing else in it. */
export function passwordResetMessage(to: StaffAddressee, consultancyName: string, link: string, minutes: number): RenderedMessage {
  const paragraphs = [
    `Dear ${to.name},`,
    `Someone asked to reset the password of your staff account on the ${consultancyName} desk. To choose a new password, open this link within ${minutes} minutes:`,
    link,
    'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
    `Kind regards,\n${consultancyName}`,
  ];
  return {
    event: 'password-reset',
    subject: `Reset your password for the ${consultancyName} desk`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: htmlOf(paragraphs, link),
  };
}
