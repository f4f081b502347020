import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT_STEPS, type Language } from '@visadesk/contract';
import { applicantMessage, type Addressee, type ApplicantEvent, type Sender } from '../../src/mail/applicant-messages.ts';

/**
 * Right to left (ADR 037): in an Urdu message the agency's phone, email address and the reference
 * read left to right whatever surrounds them, and words staff wrote (the reason, the next step, the
 * consultancy's name, document labels) keep their own direction, in the HTML and in the plain text.
 */
const sender: Sender = {
  consultancyName: 'Maple Route Visas',
  phone: '+977 1-4435566',
  email: 'desk@maple-route.example',
  nextSteps: { ...DEFAULT_NEXT_STEPS, rejected: { en: 'Call us to talk about another employer.' } },
  siteUrl: 'https://visas.example',
};
const to = (language: Language): Addressee => ({ applicationId: '6b05e91b64bb823afa2d0c39', givenN: 'Imran', surname: 'Khan', email: 'imran@example.com', language });
const rejected: ApplicantEvent = { kind: 'status', status: 'rejected', reason: 'The job offer was withdrawn.' };

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Every node of an HTML document, in document order. */
function* nodesOf(node: Node): Generator<Node> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    yield child;
    yield* nodesOf(child);
  }
}

const dirOf = (element: Element) => element.attrs.find((attr) => attr.name === 'dir')?.value;

/** For each text of an HTML message (parsed as a browser does) that is `value`, the nearest element with a `dir` above it. */
function isolatesOf(html: string, value: string): { tag: string; dir: string | undefined }[] {
  return [...nodesOf(parse(html))]
    .filter((node): node is DefaultTreeAdapterMap['textNode'] => node.nodeName === '#text' && 'value' in node && node.value === value)
    .map((text) => {
      let element = text.parentNode as Element | null;
      while (element && 'attrs' in element && dirOf(element) === undefined) element = element.parentNode as Element | null;
      return { tag: element?.nodeName ?? '', dir: element && 'attrs' in element ? dirOf(element) : undefined };
    });
}

describe('an Urdu email with values from the left-to-right world', () => {
  it('a status change with a reason: the phone and email address in left-to-right isolates, staff words in their own', () => {
    const { html } = applicantMessage(rejected, to('ur'), sender);
    expect(html).toContain('<div lang="ur" dir="rtl">');
    for (const value of [sender.phone, sender.email]) expect(isolatesOf(html, value), value).toContainEqual({ tag: 'span', dir: 'ltr' });
    for (const words of [rejected.kind === 'status' ? rejected.reason : '', sender.nextSteps.rejected.en, sender.consultancyName]) {
      expect(isolatesOf(html, words), words).toContainEqual({ tag: 'span', dir: 'auto' });
    }
  });

  it('the reference in a left-to-right isolate, each document label in its own', () => {
    const registered = applicantMessage({ kind: 'registered' }, to('ur'), sender);
    expect(isolatesOf(registered.html, '6b05e91b64bb823afa2d0c39')).toEqual([{ tag: 'span', dir: 'ltr' }]);
    const documents = applicantMessage({ kind: 'documents', labels: [{ en: 'Visa' }, { en: 'Medical report' }] }, to('ur'), sender);
    expect(isolatesOf(documents.html, 'Visa')).toEqual([{ tag: 'span', dir: 'auto' }]);
    expect(isolatesOf(documents.html, 'Medical report')).toEqual([{ tag: 'span', dir: 'auto' }]);
  });

  it('the plain text isolates the same values with Unicode isolates (LRI or FSI … PDI)', () => {
    const { text } = applicantMessage(rejected, to('ur'), sender);
    expect(text).toContain(`${LRI}+977 1-4435566${PDI}`);
    expect(text).toContain(`${LRI}desk@maple-route.example${PDI}`);
    expect(text).toContain(`وجہ: ${FSI}The job offer was withdrawn.${PDI}`);
    expect(text).toContain(`${FSI}Call us to talk about another employer.${PDI}`);
    // The link is left as it is: a mail program's link finder could take a mark after it for part of the address.
    expect(text).toContain('https://visas.example/ur/enquiry (');
  });

  it('a value that brings its own marks cannot close the isolate early', () => {
    const { text } = applicantMessage({ kind: 'status', status: 'rejected', reason: `Wrong ${PDI}number` }, to('ur'), sender);
    expect(text).toContain(`${FSI}Wrong number${PDI}`);
  });
});

describe('a left-to-right email', () => {
  it('keeps its plain text free of isolates, and isolates the values in its HTML all the same', () => {
    const { text, html } = applicantMessage(rejected, to('hi'), sender);
    expect(text).not.toMatch(/[\u2066-\u2069]/);
    expect(text).toContain('+977 1-4435566');
    expect(isolatesOf(html, sender.phone)).toContainEqual({ tag: 'span', dir: 'ltr' });
  });
});
