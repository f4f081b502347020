import { NATIONALITIES } from './demo-nationalities.ts';
import type { ApplicationsTally } from './demo-applications.ts';
import type { DemoStaff } from './demo-staff.ts';

const number = new Intl.NumberFormat('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface DemoReport {
  count: number;
  tally: ApplicationsTally;
  slides: number;
  superAdmin: { email: string } | null;
  staff: DemoStaff;
  applicationsMs: number;
  totalMs: number;
}

/** What the run made, for the terminal. Passwords are not in it (see credentialsText). */
export function summaryText(report: DemoReport): string {
  const { tally } = report;
  const rate = Math.round(report.count / (report.applicationsMs / 1000));
  const statuses = Object.entries(tally.byStatus).map(([status, n]) => `${status} ${number.format(n)}`);
  const countries = NATIONALITIES.map((n) => `${n.country} ${number.format(tally.byCountry.get(n.country) ?? 0)}`);
  const staff = [
    report.superAdmin ? `super admin ${report.superAdmin.email} created` : 'super admin already there',
    report.staff.created.length ? `admins created: ${report.staff.created.map((c) => c.email).join(', ')}` : 'demo admins already there',
  ];
  return [
    `Demo data added in ${seconds(report.totalMs)}.`,
    `  Applications    ${number.format(report.count)} in ${seconds(report.applicationsMs)} (${number.format(rate)} a second)`,
    `    by status       ${statuses.join(', ')}`,
    `    by nationality  ${countries.join(', ')}`,
    `  Documents       ${number.format(tally.documents)} (files stored, photos included: ${number.format(tally.files)})`,
    `  Slides          ${report.slides ? `${report.slides} published slides added` : 'none added (the site already has slides)'}`,
    `  Staff           ${staff.join('; ')}`,
    '',
  ].join('\n');
}

/** The demo admins' generated passwords: printed once to the terminal, never logged or stored. */
export function credentialsText(staff: DemoStaff): string {
  if (staff.created.length === 0) return '';
  const lines = staff.created.map((c) => `    ${c.email}  ${c.password}`);
  return `\n  Demo admins (passwords shown this once):\n${lines.join('\n')}\n\n`;
}
