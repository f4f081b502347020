/**
 * Where each occurrence of `value` on the page is set apart (ADR 037): for every text node that
 * holds it, the nearest element with a `dir` above it, as "bdi ltr", "span auto"… or "html rtl"
 * when nothing between the value and the page isolates it.
 */
export function isolatesAround(value: string, root: ParentNode = document.body): string[] {
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.includes(value)) continue;
    const isolate = node.parentElement?.closest('[dir]');
    found.push(isolate ? `${isolate.tagName.toLowerCase()} ${isolate.getAttribute('dir') ?? ''}` : 'none');
  }
  return found;
}
