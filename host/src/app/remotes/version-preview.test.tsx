// The testers' preview marker, alone and in the two layouts a remote's pages render in.
import { act, render, screen } from '@testing-library/react';
import { http, type RemoteRegistry, setLanguage } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { signInAs } from '../../testing/sign-in.ts';
import { ConfiguredLayout } from '../layouts/configured-layout.tsx';
import { FullLayout } from '../layouts/full-layout.tsx';
import { PageRemotesContext, pageRemotesOf } from './page-remotes.ts';
import { VersionPreview } from './version-preview.tsx';

const LOTTO = { version: '1.3.0', entry: '/remotes/lotto/1.3.0/mf-manifest.json' };
const DEMO = { version: '0.4.0', entry: '/remotes/demo/0.4.0/mf-manifest.json' };

function renderServed(registry: RemoteRegistry, children: ReactNode = <VersionPreview />) {
  return render(
    <PageRemotesContext.Provider value={pageRemotesOf(registry)}>
      <MemoryRouter>{children}</MemoryRouter>
    </PageRemotesContext.Provider>,
  );
}

/** What the markers on the screen say, with the remote and version each names for tests. */
const markers = () =>
  screen.queryAllByTestId('version-preview').map((marker) => ({
    text: marker.textContent,
    remote: marker.getAttribute('data-remote'),
    version: marker.getAttribute('data-version'),
  }));

const adapter = http.defaults.adapter;

beforeEach(() => {
  // No API here (the layouts' balance and menus ask): every call waits for ever.
  http.defaults.adapter = () => new Promise<never>(() => undefined);
});

afterEach(() => {
  http.defaults.adapter = adapter;
  act(() => setLanguage('th'));
});

describe('VersionPreview', () => {
  it('says in Thai which version a pinned tester is previewing', () => {
    renderServed({ lotto: { ...LOTTO, preview: true }, demo: DEMO });
    expect(markers()).toEqual([{ text: 'กำลังดูเวอร์ชัน 1.3.0', remote: 'lotto', version: '1.3.0' }]);
  });

  it('says it in English when English is chosen', () => {
    renderServed({ lotto: LOTTO, demo: { ...DEMO, preview: true } });
    act(() => setLanguage('en'));
    expect(markers()).toEqual([{ text: 'Previewing version 0.4.0', remote: 'demo', version: '0.4.0' }]);
  });

  it('names each remote when both are previewed', () => {
    renderServed({ lotto: { ...LOTTO, preview: true }, demo: { ...DEMO, preview: true } });
    expect(markers()).toEqual([
      { text: 'กำลังดูเวอร์ชัน lotto 1.3.0', remote: 'lotto', version: '1.3.0' },
      { text: 'กำลังดูเวอร์ชัน demo 0.4.0', remote: 'demo', version: '0.4.0' },
    ]);
    act(() => setLanguage('en'));
    expect(markers().map(({ text }) => text)).toEqual(['Previewing lotto version 1.3.0', 'Previewing demo version 0.4.0']);
  });

  it.each([
    ['a member served the live or canary versions', { lotto: LOTTO, demo: DEMO }],
    ['a page without a registry', {}],
  ])('shows nothing to %s', (_, registry: RemoteRegistry) => {
    const { container } = renderServed(registry);
    expect(markers()).toEqual([]);
    expect(container.innerHTML).toBe('');
  });

  it.each([
    ['the member layout', FullLayout],
    ['the configured (staff) layout', ConfiguredLayout],
  ])('is shown under the header of %s, before the page', async (_, Layout) => {
    signInAs('admin');
    renderServed({ lotto: { ...LOTTO, preview: true } }, <Layout>{<p>the page</p>}</Layout>);
    await act(async () => undefined); // antd's menu settles its items

    const marker = screen.getByTestId('version-preview');
    const header = document.querySelector('.app-header');
    const page = screen.getByText('the page');
    expect(marker.textContent).toBe('กำลังดูเวอร์ชัน 1.3.0');
    expect(header?.compareDocumentPosition(marker)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(header?.contains(marker)).toBe(false);
    expect(marker.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
