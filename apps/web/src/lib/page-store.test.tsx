import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPageStore, usePageStore, type PageStore } from './page-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Two separate roots, as the home page's islands are, each showing the store's value. */
function renderTwoRoots(store: PageStore<string>) {
  const Shown = ({ name }: { name: string }) => <p>{`${name}: ${usePageStore(store)}`}</p>;
  const first = render(<Shown name="top bar" />);
  const second = render(<Shown name="footer" />);
  return { first, second };
}

describe('createPageStore', () => {
  it('asks once for every root on the page and shows the answer in all of them', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const store = createPageStore({ initial: 'VisaDesk', load });
    renderTwoRoots(store);
    expect(screen.getByText('top bar: VisaDesk')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve('Maple Route'));
    expect(screen.getByText('top bar: Maple Route')).toBeInTheDocument();
    expect(screen.getByText('footer: Maple Route')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what the page shows when the server does not answer', async () => {
    const store = createPageStore({ initial: 'VisaDesk', load: () => Promise.reject(new Error('offline')) });
    renderTwoRoots(store);
    await act(async () => {});
    expect(screen.getByText('footer: VisaDesk')).toBeInTheDocument();
  });

  it('asks nothing when the page arrived with the data', async () => {
    const load = vi.fn(() => Promise.resolve('asked'));
    const store = createPageStore({ initial: 'VisaDesk', load, served: () => 'Sent with the page' });
    renderTwoRoots(store);
    await act(async () => {});
    expect(screen.getByText('top bar: Sent with the page')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('asks again on refresh and updates every root', async () => {
    const answers = ['first', 'after the change'];
    const store = createPageStore({ initial: '', load: () => Promise.resolve(answers.shift() ?? 'none') });
    renderTwoRoots(store);
    await act(async () => {});
    expect(screen.getByText('footer: first')).toBeInTheDocument();
    await act(async () => store.refresh());
    expect(screen.getByText('top bar: after the change')).toBeInTheDocument();
    expect(screen.getByText('footer: after the change')).toBeInTheDocument();
  });

  it('forgets the answer once nothing shows it, and drops an answer that arrives after that', async () => {
    const late = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(late.promise).mockResolvedValueOnce('second visit');
    const store = createPageStore({ initial: 'own slides', load, forgetWhenUnused: true });
    const { first, second } = renderTwoRoots(store);
    first.unmount();
    second.unmount();
    await act(async () => late.resolve('first visit'));

    renderTwoRoots(store);
    expect(screen.getByText('top bar: own slides')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByText('top bar: second visit')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
