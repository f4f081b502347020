import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_ATTRIBUTE } from '../lib/app-ready';
import { APP_SCRIPTS_ELEMENT_ID, holdFormsUntilReady, loadApp, registerServiceWorker } from './starter';

/** A prerendered page of its own per case, so each starter listens to its page alone. */
function prerenderedPage(body: string): Document {
  const page = document.implementation.createHTMLDocument('');
  page.body.innerHTML = body;
  return page;
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const markReady = async (page: Document) => {
  page.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  // Mutation observers report after the current task's microtasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the starter of a prerendered page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds a form submitted before the app is ready, instead of sending it as a plain GET, and submits it once it is', async () => {
    const page = prerenderedPage('<form><input name="passport" value="X1234567"></form>');
    const form = page.querySelector('form') as HTMLFormElement;
    const resubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    holdFormsUntilReady(page);

    expect(submit(form)).toBe(false);
    expect(resubmit).not.toHaveBeenCalled();

    await markReady(page);
    expect(resubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves the submitting to the app once it is ready', async () => {
    const page = prerenderedPage('<form></form>');
    const form = page.querySelector('form') as HTMLFormElement;
    const resubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    holdFormsUntilReady(page);
    await markReady(page);

    // Still never a plain GET; the app's own handler sends it.
    expect(submit(form)).toBe(false);
    await markReady(page);
    expect(resubmit).not.toHaveBeenCalled();
  });

  it('does not submit a held form that has left the page', async () => {
    const page = prerenderedPage('<form></form>');
    const form = page.querySelector('form') as HTMLFormElement;
    const resubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    holdFormsUntilReady(page);
    submit(form);
    form.remove();
    await markReady(page);
    expect(resubmit).not.toHaveBeenCalled();
  });

  it('lets a form with an address of its own go', () => {
    const page = prerenderedPage('<form action="/elsewhere"></form>');
    holdFormsUntilReady(page);
    expect(submit(page.querySelector('form') as HTMLFormElement)).toBe(true);
  });

  it("preloads the page's chunks and imports its script", async () => {
    const page = prerenderedPage(
      `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">["/assets/app-1.js","/assets/react-1.js","/assets/enquiry-1.js"]</script>`,
    );
    const importModule = vi.fn(async (_url: string) => ({}));
    await loadApp(page, importModule);

    expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/app-1.js');
    const preloads = [...page.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
      ['/assets/react-1.js', ''],
      ['/assets/enquiry-1.js', ''],
    ]);
  });

  it('registers the service worker for the whole site, and leaves a browser without service workers as it was', async () => {
    const register = vi.fn(async () => ({}));
    registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
    const refused = vi.fn(async () => Promise.reject(new DOMException('Refused', 'SecurityError')));
    expect(() => registerServiceWorker({ serviceWorker: { register: refused } } as unknown as Navigator)).not.toThrow();
    expect(() => registerServiceWorker({} as Navigator)).not.toThrow();
  });
});
