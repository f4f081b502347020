import { act, screen, waitFor } from '@testing-library/react';
import { API, localisedPath, PAGES } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { tusClient } from '../api/send-document';
import { passportItem, policeItem, TOKEN, uploadRequest } from '../testing/upload-request';

/** tus-js-client's Upload, driven by the test: it records what the page asked and starts nothing. */
const uploads = (() => {
  class FakeUpload {
    starts = 0;
    aborts = 0;
    resumedFrom: unknown = null;
    readonly file: File;
    readonly options: Record<string, unknown>;
    constructor(file: File, options: Record<string, unknown>) {
      this.file = file;
      this.options = options;
      created.push(this);
    }
    findPreviousUploads = () => Promise.resolve([...stored]);
    resumeFromPreviousUpload(previous: unknown) {
      this.resumedFrom = previous;
    }
    start() {
      this.starts += 1;
    }
    abort() {
      this.aborts += 1;
      return Promise.resolve();
    }
    call(name: string, ...values: unknown[]) {
      (this.options[name] as (...values: unknown[]) => void)(...values);
    }
  }
  const created: FakeUpload[] = [];
  /** What an earlier visit left unfinished under the file's fingerprint. */
  const stored: unknown[] = [];
  return { FakeUpload, created, stored };
})();
const realUpload = tusClient.Upload;
beforeEach(() => {
  tusClient.Upload = uploads.FakeUpload as unknown as typeof realUpload;
});
afterEach(() => {
  tusClient.Upload = realUpload;
});

const MB = 1024 * 1024;
const pdf = (size = 3 * MB) => new File([new Uint8Array(size)], 'passport.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 });
const GET_REQUEST = `GET ${API.uploads.request}`;

async function openAndChoose(language: 'en' | 'ur', label: string, answers = [uploadRequest()]) {
  uploads.created.length = 0;
  let asked = 0;
  const fetchMock = mockApi({ [GET_REQUEST]: () => jsonResponse(answers[Math.min(asked++, answers.length - 1)]) });
  const { user } = renderApp(localisedPath(`${PAGES.upload}/${TOKEN}`, language));
  const [input] = await screen.findAllByLabelText(label);
  await user.upload(input as HTMLInputElement, pdf());
  await waitFor(() => expect(uploads.created[0]?.starts).toBe(1));
  return { fetchMock, upload: uploads.created[0] as InstanceType<typeof uploads.FakeUpload> };
}

describe('sending a document from the upload page', () => {
  it('sends it by tus for its slot, shows its progress, then shows it sent and asks the server again', async () => {
    const after = uploadRequest({ state: 'completed', items: [passportItem({ state: 'sent' }), policeItem({ state: 'sent' })] });
    const { fetchMock, upload } = await openAndChoose('en', 'Choose a file', [uploadRequest(), after]);
    expect(upload.options.endpoint).toBe(API.uploads.tus);
    expect(upload.options.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
    expect(upload.options.metadata).toEqual({ slot: 'file3', filename: 'passport.pdf', filetype: 'application/pdf' });
    expect(upload.options.removeFingerprintOnSuccess).toBe(true);
    expect(screen.getByText('passport.pdf')).toBeInTheDocument();

    act(() => upload.call('onProgress', 1.2 * MB, 3 * MB));
    expect(screen.getByText(/of/)).toHaveTextContent('1.2 MB of 3.0 MB');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sending…' })).toHaveAttribute('value', '40');

    act(() => upload.call('onSuccess', {}));
    expect(await screen.findByText('Everything asked for has been sent. Thank you: the agency will look at it.')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.uploads.request)).toHaveLength(2);
  });

  it('keeps the link out of what the browser stores to resume, and resumes an unfinished upload of the same file', async () => {
    const unfinished = { uploadUrl: '/api/uploads/abc', size: 3 * MB, metadata: {}, creationTime: '', urlStorageKey: 'tus::x', parallelUploadUrls: null };
    uploads.stored.push(unfinished);
    const { upload } = await openAndChoose('en', 'Choose a file');
    uploads.stored.length = 0;
    expect(upload.resumedFrom).toBe(unfinished);
    const fingerprint = await (upload.options.fingerprint as (file: File) => Promise<string>)(upload.file);
    expect(fingerprint).not.toContain(TOKEN);
    expect(fingerprint).toContain('file3');
    expect(fingerprint).toContain('passport.pdf');
    expect(fingerprint).toMatch(/\|[0-9a-f]{64}\|/);
  });

  it('shows the reason the server refused the file at the end, in the page language, and offers another', async () => {
    const { upload } = await openAndChoose('en', 'Choose a file');
    const body = JSON.stringify({ message: 'Invalid file type.', messageId: 'application.invalidDocumentType' });
    act(() => upload.call('onError', Object.assign(new Error('refused'), { originalResponse: { getStatus: () => 422, getBody: () => body } })));
    expect(await screen.findByText('Invalid file type. Only JPEG, JPG, PNG and PDF are allowed.')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Choose another file')).toHaveLength(1);
  });

  it('pauses offline and goes on when the connection is back', async () => {
    const { upload } = await openAndChoose('en', 'Choose a file');
    act(() => upload.call('onProgress', 1 * MB, 3 * MB));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('progressbar', { name: /Paused: no connection/ })).toBeInTheDocument();
    expect(upload.aborts).toBe(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('progressbar', { name: 'Sending…' })).toBeInTheDocument();
    expect(upload.starts).toBe(2);
  });

  it('refuses a file over the limit before sending a byte', async () => {
    uploads.created.length = 0;
    mockApi({ [GET_REQUEST]: () => jsonResponse(uploadRequest({ items: [passportItem({ maxBytes: MB })] })) });
    const { user } = renderApp(`${PAGES.upload}/${TOKEN}`);
    await user.upload(await screen.findByLabelText('Choose a file'), pdf(2 * MB));
    expect(await screen.findByText('File size exceeds the limit of 10 MB.')).toBeInTheDocument();
    expect(uploads.created).toHaveLength(0);
  });

  it('in Urdu, isolates the file name and size from the right-to-left words', async () => {
    await openAndChoose('ur', 'فائل منتخب کریں');
    const threeMegabytes = new Intl.NumberFormat('ur', { style: 'unit', unit: 'megabyte', unitDisplay: 'short', minimumFractionDigits: 1 }).format(3);
    // In the preview and in the progress ("0.0 MB of 3.0 MB").
    const sizes = screen.getAllByText(threeMegabytes);
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect([size.tagName, size.getAttribute('dir')]).toEqual(['BDI', 'ltr']);
    expect(screen.getByText('passport.pdf').tagName).toBe('BDI');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
