/**
 * The desk's catalogue holds every text of the contract the public pages do not (ADR 048): the
 * server's answers, the forms' checks, the applicant form's labels. `npm run i18n:extract` writes
 * them from the contract (lingui.config.ts reads this file's name, and the public list in
 * i18n/public-texts.ts); the page shows one by its id (i18n/contract-texts.ts). Nothing here is
 * typed again: this module only marks where the desk's share of them is extracted.
 */
export const DESK_TEXTS = 'every contract text not in PUBLIC_TEXT_IDS';
