import { agencyPhones, formatMoney, HOME_VACANCIES, type Language, type PublicSettings } from '@visadesk/contract';
import { escapeHtml } from '../http/prerendered-page.ts';
import type { DemandRow } from './demands.ts';
import { callbackForm, type CallbackFormState, type CallbackNotice } from './public-form.ts';
import { countIn, countryCode, countryIn, dayIn, jobsAddress, ltr, monthly, own, termsIn } from './public-values.ts';
import { JOB_WORDS } from './public-words.ts';

/*
 * The vacancies pages' HTML (ADR 052), written by the server into the prerendered shells' `<main>`
 * (and the home page's vacancies region): plain HTML with Bootstrap's classes, no script needed.
 * Every value escaped (public-values.ts); the words from public-words.ts in the page's language.
 */

type Position = DemandRow['positions'][number];

const place = (demand: DemandRow, language: Language) =>
  [demand.employerCity && own(demand.employerCity), escapeHtml(countryIn(demand.employerCountry, language))].filter(Boolean).join(', ');

/** A label and its value in a definition list (the value already HTML). */
const row = (label: string, value: string) => `<dt class="col-sm-5">${escapeHtml(label)}</dt><dd class="col-sm-7">${value}</dd>`;

/** One position in the list: its title (a link to its demand), employer, place, salary and closing day. */
function vacancyCard(demand: DemandRow, position: Position, language: Language): string {
  const words = JOB_WORDS[language];
  return (
    '<li class="col-md-6 col-lg-4"><article class="card h-100 shadow-sm"><div class="card-body">' +
    `<h2 class="h5 card-title"><a href="${jobsAddress(language, demand.id)}#position-${position._id}">${own(position.title)}</a></h2>` +
    `<p class="mb-1">${own(demand.employerName)} · ${place(demand, language)}</p>` +
    `<p class="mb-1">${escapeHtml(words.salary)}: <strong>${ltr(formatMoney(position.salary.amount, position.salary.currency, language))}</strong></p>` +
    `<p class="mb-0 small">${escapeHtml(words.closes)}: ${escapeHtml(dayIn(demand.closes, language))}</p>` +
    '</div></article></li>'
  );
}

/** The destination filter: a plain GET form, so it works without script. Only countries with open jobs are offered. */
function countryFilter(demands: readonly DemandRow[], language: Language, chosen: string): string {
  const words = JOB_WORDS[language];
  const codes = [...new Set(demands.map((demand) => countryCode(demand.employerCountry)).filter(Boolean))];
  const names = codes.map((code) => ({ code, name: countryIn(demands.find((d) => countryCode(d.employerCountry) === code)?.employerCountry ?? code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const option = (value: string, name: string) => `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(name)}</option>`;
  return (
    `<form method="get" action="${jobsAddress(language)}" class="row g-2 align-items-end mb-4">` +
    `<div class="col-auto"><label class="form-label" for="jobs-country">${escapeHtml(words.country)}</label>` +
    `<select class="form-select" id="jobs-country" name="country">${option('', words.allCountries)}${names.map(({ code, name }) => option(code, name)).join('')}</select></div>` +
    `<div class="col-auto"><button type="submit" class="btn btn-primary">${escapeHtml(words.show)}</button></div></form>`
  );
}

/** `/jobs`: every open position, newest demand first, those of one destination when `country` (ISO code) names one. */
export function listContent(demands: readonly DemandRow[], language: Language, country: string): string {
  const words = JOB_WORDS[language];
  const shown = country ? demands.filter((demand) => countryCode(demand.employerCountry) === country) : demands;
  const cards = shown.flatMap((demand) => demand.positions.map((position) => vacancyCard(demand, position, language)));
  const empty = `<p class="lead">${escapeHtml(country && demands.length > 0 ? words.noneHere : words.none)}</p>`;
  return (
    '<div class="container py-5">' +
    `<h1 class="h2">${escapeHtml(words.jobs)}</h1><p>${escapeHtml(words.listIntro)}</p>` +
    (demands.length > 0 ? countryFilter(demands, language, country) : '') +
    (cards.length > 0 ? `<ul class="row g-3 list-unstyled">${cards.join('')}</ul>` : empty) +
    '</div>'
  );
}

/** One position of a demand: everything a worker weighs before calling. */
function positionSection(position: Position, language: Language): string {
  const words = JOB_WORDS[language];
  const rows = [
    row(words.salary, ltr(formatMoney(position.salary.amount, position.salary.currency, language))),
    position.hours && row(words.hours, own(position.hours)),
    row(words.quota, escapeHtml(countIn(position.quota, language))),
    row(words.contract, escapeHtml(words.years(countIn(position.contractYears, language), position.contractYears))),
    row(`${words.paysFor}: ${words.food}`, termsIn(position.food, language)),
    row(`${words.paysFor}: ${words.accommodation}`, termsIn(position.accommodation, language)),
    row(`${words.paysFor}: ${words.ticket}`, termsIn(position.ticket, language)),
    position.skills && row(words.skills, own(position.skills)),
  ].filter(Boolean).join('');
  return (
    `<section class="card mb-3" id="position-${position._id}" aria-labelledby="position-${position._id}-title"><div class="card-body">` +
    `<h3 class="h5 card-title" id="position-${position._id}-title">${own(position.title)}</h3><dl class="row mb-0">${rows}</dl></div></section>`
  );
}

/** How to apply: the agency's phones (each a tel: link), WhatsApp, and the office's address, as Settings have them. */
function howToApply(settings: PublicSettings, language: Language): string {
  const words = JOB_WORDS[language];
  const phones = agencyPhones(settings.phone).filter((phone) => phone.dial.replace('+', '').length > 0);
  const tel = phones.map(({ shown, dial }) => `<bdi dir="ltr"><a href="tel:${escapeHtml(dial)}">${escapeHtml(shown)}</a></bdi>`).join(', ');
  // WhatsApp: Settings' own link, else each number written with its country code (wa.me needs one).
  const whatsapp = settings.socialLinks.whatsapp
    ? [`<a href="${escapeHtml(settings.socialLinks.whatsapp)}" rel="noopener noreferrer">${escapeHtml(words.whatsapp)}</a>`]
    : phones.filter(({ dial }) => dial.startsWith('+')).map(({ shown, dial }) => `<a href="https://wa.me/${escapeHtml(dial.slice(1))}" rel="noopener noreferrer">${escapeHtml(words.whatsapp)} ${ltr(shown)}</a>`);
  const lines = [
    tel && `<p class="mb-1">${escapeHtml(words.phone)}: ${tel}</p>`,
    whatsapp.length > 0 && `<p class="mb-1">${whatsapp.join(' · ')}</p>`,
    settings.address && `<p class="mb-1">${escapeHtml(words.address)}: ${own(settings.address)}</p>`,
  ].filter(Boolean).join('');
  // Nothing in Settings yet: the call-back form is the way to apply.
  if (!lines) return '';
  return `<section class="mb-4" aria-labelledby="apply-title"><h2 class="h4" id="apply-title">${escapeHtml(words.apply)}</h2>${lines}</section>`;
}

export interface DemandPageState {
  form: CallbackFormState;
  notice?: CallbackNotice;
}

/** `/jobs/<id>`: the demand's positions with everything a worker needs, how to apply, and "Call me back". */
export function demandContent(demand: DemandRow, language: Language, settings: PublicSettings, state: DemandPageState): string {
  const words = JOB_WORDS[language];
  const facts = [
    row(words.employer, own(demand.employerName)),
    row(words.country, escapeHtml(countryIn(demand.employerCountry, language))),
    demand.employerCity && row(words.city, own(demand.employerCity)),
    row(words.closes, escapeHtml(dayIn(demand.closes, language))),
    // Day and place, number and date: each on its own line, so no comma of one script sits between values of another.
    (demand.interviewDate || demand.interviewPlace) &&
      row(words.interview, [demand.interviewDate && escapeHtml(dayIn(demand.interviewDate, language)), demand.interviewPlace && own(demand.interviewPlace)].filter(Boolean).join('<br>')),
    demand.approvalNo &&
      row(words.approval, `${escapeHtml(words.approvalNo)} ${ltr(demand.approvalNo)}${demand.approvalDate ? `<br>${escapeHtml(words.approvalDate)} ${escapeHtml(dayIn(demand.approvalDate, language))}` : ''}`),
  ].filter(Boolean).join('');
  return (
    '<div class="container py-5">' +
    `<p class="mb-2"><a href="${jobsAddress(language)}">${escapeHtml(words.allJobs)}</a></p>` +
    `<h1 class="h2">${own(demand.employerName)} · ${escapeHtml(countryIn(demand.employerCountry, language))}</h1>` +
    `<dl class="row">${facts}</dl>` +
    (demand.approvalNo ? `<p class="small">${escapeHtml(words.checkApproval)}</p>` : '') +
    `<h2 class="h4">${escapeHtml(words.positions)}</h2>${demand.positions.map((position) => positionSection(position, language)).join('')}` +
    howToApply(settings, language) +
    callbackForm(demand, language, state.form, state.notice) +
    '</div>'
  );
}

/** A demand no longer published (410) or none of that id (404): said in the page's language, with the way to the open ones. */
export function goneContent(language: Language, kind: 'gone' | 'notFound'): string {
  const words = JOB_WORDS[language];
  return (
    '<div class="container py-5">' +
    `<h1 class="h2">${escapeHtml(kind === 'gone' ? words.gone : words.notFound)}</h1>` +
    (kind === 'gone' ? `<p>${escapeHtml(words.goneText)}</p>` : '') +
    `<p><a class="btn btn-primary" href="${jobsAddress(language)}">${escapeHtml(words.allJobs)}</a></p></div>`
  );
}

/**
 * The home page's vacancies (its region between HOME_VACANCIES_MARKERS): the newest open positions,
 * at most HOME_VACANCIES, each leading to its demand, and the way to all of them.
 */
export function homeVacancies(demands: readonly DemandRow[], language: Language): string {
  const words = JOB_WORDS[language];
  const positions = demands.flatMap((demand) => demand.positions.map((position) => ({ demand, position }))).slice(0, HOME_VACANCIES);
  const cards = positions.map(({ demand, position }) =>
    '<li class="col-sm-6 col-lg-4"><div class="benefit h-100">' +
    `<h3 class="h5"><a class="link-light" href="${jobsAddress(language, demand.id)}#position-${position._id}">${own(position.title)}</a></h3>` +
    `<p class="mb-1">${place(demand, language)}</p>` +
    `<p class="mb-0">${monthly(position.salary.amount, position.salary.currency, language)}</p></div></li>`,
  );
  return (
    '<section class="home-section bg-navy text-white" aria-labelledby="vacancies-heading"><div class="container">' +
    `<h2 id="vacancies-heading" class="h3">${escapeHtml(words.homeHeading)}</h2>` +
    `<ul class="row g-4 list-unstyled">${cards.join('')}</ul>` +
    `<p class="mb-0"><a class="btn btn-light" href="${jobsAddress(language)}">${escapeHtml(words.seeAll)}</a></p>` +
    '</div></section>'
  );
}
