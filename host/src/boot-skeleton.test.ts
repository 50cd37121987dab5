// The skeleton that index.html draws before any script (docs/architecture.md, "A first page load")
// wears the member shell's sizes, colours, font and brand, so the real page takes its place without
// a jump or a change of face.
import { readFileSync } from 'node:fs';
import { SITE_NAME } from '@tanghuay/shared-auth';
import { BOTTOM_NAV_HEIGHT } from './app/layouts/shell-styles.ts';
import { BRAND, chromeColours, FONT, HEADER_HEIGHT } from './app/theme.ts';
import { DEFAULT_SKIN } from './features/skin/skin.ts';

const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
const boot = new DOMParser().parseFromString(html, 'text/html');
const property = (name: string) => new RegExp(`--${name}:([^;]+);`).exec(html)?.[1];

describe("index.html's skeleton", () => {
  it("has the shell's header and bottom navigation heights, colours and font", () => {
    expect(property('header')).toBe(`${HEADER_HEIGHT}px`);
    expect(property('nav')).toBe(`${BOTTOM_NAV_HEIGHT}px`);
    expect(property('chrome')).toBe(chromeColours(DEFAULT_SKIN).background);
    expect(property('primary')).toBe(BRAND.primary);
    expect(property('font')).toBe(FONT);
  });

  it('shows the brand in its header, and no script (the page policy allows none inline)', () => {
    expect(boot.querySelector('#root header')?.textContent).toBe(SITE_NAME);
    expect(boot.querySelectorAll('script')).toHaveLength(0);
  });
});
