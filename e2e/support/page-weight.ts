import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** A worker's page's budget (issue "A copy anyone can trust", item 5): every script it runs, under 60 KB gzip. */
export const WORKER_PAGE_SCRIPT_BUDGET = 60 * 1024;

/**
 * Starts counting the scripts a page downloads; the returned function weighs them, each compressed
 * as gzip at its best, as a phone on a slow network pays for them.
 */
export function weighScripts(page: Page): () => Promise<{ bytes: number; files: number; description: string }> {
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  return async () => {
    const bodies = await Promise.all(scripts);
    const bytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { bytes, files: bodies.length, description: `${(bytes / 1024).toFixed(1)} KB gzip in ${bodies.length} files` };
  };
}
