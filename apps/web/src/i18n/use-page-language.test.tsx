import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/http';
import { renderApp } from '../testing/render-app';
import { pageReload } from './use-page-language';

/** The page as the build sends it, with Bootstrap's build for one direction (ADR 028). */
function loadedWith(href: string) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('a page read the other way from the stylesheet it was loaded with', () => {
  it('is loaded afresh, so it gets the right-to-left Bootstrap build', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => {});
    loadedWith('/assets/bootstrap-Ab12.css');
    mockApi({});
    renderApp('/ur/enquiry');
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('stays in place when the direction is the same', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => {});
    loadedWith('/assets/bootstrap-rtl-Cd34.css');
    mockApi({});
    renderApp('/ur/enquiry');
    await screen.findByRole('heading', { level: 1, name: 'ویزا اسٹیٹس چیک کریں' });
    expect(reload).not.toHaveBeenCalled();
  });
});
