// RemoteMount's beacons, with the Module Federation loader replaced (runtime.ts): what the page's
// fetch is asked to post as a remote loads, fails to load or crashes.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ExposedModule, RemoteName, RemoteRegistry, RemoteRoutesModule } from '@tanghuay/shared-auth';
import { MemoryRouter } from 'react-router-dom';
import { installFakeFetch } from '../../testing/fake-fetch.ts';
import { signInAs } from '../../testing/sign-in.ts';
import { BEACON_URL } from './beacon.ts';
import { PageRemotesContext, pageRemotesOf } from './page-remotes.ts';
import { unavailableRemoteRoutes } from './remote-unavailable.tsx';

/** How the fake loader answers the next load of a remote's module. */
let answer: () => Promise<RemoteRoutesModule>;

// Jest's ES module mocking: registered before remote-mount.tsx is imported.
const { jest } = import.meta as ImportMeta & { jest: { unstable_mockModule(path: string, factory: () => unknown): void } };
jest.unstable_mockModule('./runtime.ts', () => ({ loadRemoteRoutes: () => answer() }));
const { RemoteMount } = await import('./remote-mount.tsx');

const REGISTRY: RemoteRegistry = {
  lotto: { version: '1.3.0', entry: '/remotes/lotto/1.3.0/mf-manifest.json', preview: true },
  demo: { version: '0.3.0', entry: '/remotes/demo/0.3.0/mf-manifest.json' },
};

const page = (text: string): RemoteRoutesModule => ({ routes: [{ path: '*', element: <p>{text}</p> }] });

function Crash(): never {
  throw new Error('the remote page crashed');
}

/** One page served `registry`, showing `remote`'s `module`; `show` moves it to another module of a remote. */
function renderPage(remote: RemoteName, module: ExposedModule, registry = REGISTRY) {
  const remotes = pageRemotesOf(registry);
  const tree = (shown: RemoteName, exposed: ExposedModule) => (
    <PageRemotesContext.Provider value={remotes}>
      <MemoryRouter>
        <RemoteMount key={`${shown}/${exposed}`} remote={shown} module={exposed} />
      </MemoryRouter>
    </PageRemotesContext.Provider>
  );
  const view = render(tree(remote, module));
  return { show: (shown: RemoteName, exposed: ExposedModule) => view.rerender(tree(shown, exposed)) };
}

const beaconsSent = async (fetched: ReturnType<typeof installFakeFetch>) => {
  await new Promise<void>((resolve) => setTimeout(resolve));
  return fetched.bodiesTo(BEACON_URL);
};

beforeEach(() => {
  signInAs('admin');
});

describe('RemoteMount beacons', () => {
  it('reports the first load of a remote once, however many of its modules the page loads', async () => {
    const fetched = installFakeFetch();
    answer = async () => page('round board');
    const { show } = renderPage('lotto', './routes');
    await screen.findByText('round board');

    answer = async () => page('back office');
    show('lotto', './backoffice');
    await screen.findByText('back office');

    expect(await beaconsSent(fetched)).toEqual([{ remote: 'lotto', version: '1.3.0', kind: 'load' }]);
  });

  it('reports a remote that failed to load after the retries once, and its load once "try again" works', async () => {
    const fetched = installFakeFetch();
    answer = async () => unavailableRemoteRoutes(); // the fallback plugin's answer
    renderPage('demo', './routes');
    fireEvent.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
    await screen.findByRole('button', { name: 'ลองใหม่' });

    answer = async () => Promise.reject(new Error('the runtime broke'));
    const consoleError = console.error;
    console.error = () => undefined;
    fireEvent.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
    await screen.findByRole('button', { name: 'ลองใหม่' });
    console.error = consoleError;

    answer = async () => page('charts');
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await screen.findByText('charts');

    expect(await beaconsSent(fetched)).toEqual([
      { remote: 'demo', version: '0.3.0', kind: 'failed' },
      { remote: 'demo', version: '0.3.0', kind: 'load' },
    ]);
  });

  it('reports a page of the remote crashing once, after its load', async () => {
    const fetched = installFakeFetch();
    answer = async () => ({ routes: [{ path: '*', element: <Crash /> }] });
    const consoleError = console.error;
    console.error = () => undefined;
    renderPage('lotto', './routes');
    fireEvent.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
    await screen.findByRole('button', { name: 'ลองใหม่' });
    console.error = consoleError;

    expect(await beaconsSent(fetched)).toEqual([
      { remote: 'lotto', version: '1.3.0', kind: 'load' },
      { remote: 'lotto', version: '1.3.0', kind: 'error' },
    ]);
  });

  it('sends nothing about a remote the registry did not name, and "try again" loads the page, not the remote', async () => {
    const fetched = installFakeFetch();
    let loads = 0;
    answer = async () => {
      loads += 1;
      return unavailableRemoteRoutes();
    };
    renderPage('lotto', './routes', {});
    const consoleError = console.error;
    const logged: string[] = [];
    console.error = (...args: unknown[]) => logged.push(String(args[0]));
    fireEvent.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
    console.error = consoleError;

    // Without a registry entry the remote cannot load again in this page: a new page load asks
    // /remotes.json again (jsdom cannot navigate, and says so).
    expect(loads).toBe(1);
    expect(logged.some((line) => line.includes('Not implemented: navigation'))).toBe(true);
    expect(await beaconsSent(fetched)).toEqual([]);
  });
});
