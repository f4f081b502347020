import { APPLICANT_FIELD_LABELS, APPLICANT_SECTION_LABELS } from './applicant-fields.ts';
import { ACTIVITY_MESSAGES, APPLICATION_MESSAGES, AUTH_MESSAGES, COMMON_MESSAGES, SLIDER_MESSAGES } from './messages.ts';
import { MAIL_MESSAGES } from './mail-messages.ts';
import { SETTINGS_MESSAGES } from './settings-messages.ts';
import { SETTINGS_FIELD_LABELS } from './settings-fields.ts';
import { STAGE_MESSAGES } from './stage-messages.ts';
import { DOCUMENT_REQUEST_MESSAGES } from './document-request-messages.ts';
import { LEDGER_MESSAGES } from './ledger-messages.ts';
import { DEMAND_MESSAGES } from './demand-messages.ts';

/**
 * Every English text of the contract people read, by a stable id (ADR 048): `<table>.<name>`, as
 * `application.birthCity` or `field.birthCity`. The server answers the English `message` the
 * spec and the original client read, plus its `messageId`; the web's catalogues hold the texts by
 * id, so no English sentence is typed twice (the web's extractor reads them from here).
 *
 * A message with values (`approvalNeeds(fields)`) is held as its English with ICU placeholders
 * (`{0}`), as the catalogues write them. Every id is in the catalogues, those of one sentence
 * written under two names too (`application.invalidEmail`, `auth.invalidEmail`); a sentence that
 * comes without its id (a form's own check, an answer read as English) is known by the first one's.
 */
const TABLES = {
  field: APPLICANT_FIELD_LABELS,
  section: APPLICANT_SECTION_LABELS,
  setting: SETTINGS_FIELD_LABELS,
  application: APPLICATION_MESSAGES,
  auth: AUTH_MESSAGES,
  activity: ACTIVITY_MESSAGES,
  slider: SLIDER_MESSAGES,
  common: COMMON_MESSAGES,
  mail: MAIL_MESSAGES,
  settings: SETTINGS_MESSAGES,
  stage: STAGE_MESSAGES,
  request: DOCUMENT_REQUEST_MESSAGES,
  ledger: LEDGER_MESSAGES,
  demand: DEMAND_MESSAGES,
} as const;

type Tables = typeof TABLES;
/** Every id of the contract's texts, as `<table>.<name>`. */
export type ContractTextId = { [T in keyof Tables]: `${T}.${Extract<keyof Tables[T], string>}` }[keyof Tables];

export interface ContractText {
  id: ContractTextId;
  /** The English, word for word; `{0}`, `{1}` where a message takes values. */
  message: string;
}

type Entry = string | ((...values: never[]) => string);

/** A message with values, written with its placeholders: `(fields) => \`Please fill in ${fields}…\`` gives `Please fill in {0}…`. */
const templateOf = (entry: Entry): string =>
  typeof entry === 'string' ? entry : (entry as (...values: string[]) => string)(...Array.from({ length: entry.length }, (_, i) => `{${i}}`));

/** Every text, by its own id: what the catalogues hold. */
export const CONTRACT_TEXTS: readonly ContractText[] = /* @__PURE__ */ Object.entries(TABLES).flatMap(([table, texts]) =>
  Object.entries(texts as Record<string, Entry>).map(([name, entry]) => ({ id: `${table}.${name}` as ContractTextId, message: templateOf(entry) })),
);

const idOfMessage = new Map<string, ContractTextId>();
for (const { id, message } of CONTRACT_TEXTS) if (!idOfMessage.has(message)) idOfMessage.set(message, id);

const englishOf = new Map<string, string>(CONTRACT_TEXTS.map(({ id, message }) => [id, message]));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The messages with values, as patterns that read the values back out of a sentence. */
const templates = /* @__PURE__ */ CONTRACT_TEXTS.filter(({ id, message }) => /\{\d+\}/.test(message) && idOfMessage.get(message) === id).map(({ id, message }) => ({
  id,
  pattern: new RegExp(`^${escape(message).replace(/\\\{\d+\\\}/g, '(.+?)')}$`, 's'),
}));

/** A text's id, and its values when it is a message that takes some. */
export interface KnownText {
  id: ContractTextId;
  values: Record<string, string>;
}

/** Which of the contract's texts this English sentence is (an answer's message, a form's check), or undefined. */
export function knownText(message: string): KnownText | undefined {
  const id = idOfMessage.get(message);
  if (id) return { id, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (match) return { id: template.id, values: Object.fromEntries(match.slice(1).map((value, i) => [String(i), value])) };
  }
  return undefined;
}

/** The id of one of the contract's texts, as an answer carries it beside its English; undefined for any other text. */
export const messageIdOf = (message: string): ContractTextId | undefined => knownText(message)?.id;

/** The English of a text by its id (with its placeholders), or undefined for an id the contract does not have. */
export const englishOfId = (id: string): string | undefined => englishOf.get(id);

export { fieldLabelId, sectionLabelId, settingLabelId } from './text-ids.ts';
