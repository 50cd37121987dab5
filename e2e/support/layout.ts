// What a member's thumb needs from every screen (docs/testing.md, "Touch targets"): each control
// they can touch is at least 44×44 px, and nothing lies over it where it can be reached.
import { expect, type Page } from '@playwright/test';

/** The least width and height of a touch target, in CSS pixels (WCAG 2.5.5, Apple's and Google's guides). */
export const MIN_TARGET_PX = 44;

export interface Offence {
  /** Role and name as a member would hear it, e.g. `button "เปิดเมนูหลัก"`. */
  target: string;
  /** The hit area, e.g. `32×32`. */
  size: string;
  /** What is wrong: too small, or what lies over its centre. */
  problem: string;
}

/**
 * Checks the page as it is now (once its animations have ended): every visible control — links,
 * buttons, fields, and what antd draws for one (a radio's or checkbox's label around its hidden
 * input, a field's frame around its input, an icon that answers clicks) — must answer a touch over
 * at least 44×44 px, and be what a touch at its centre reaches. Its hit area is measured as the
 * browser finds it (`document.elementFromPoint` along the lines through its centre), so padding,
 * a pseudo-element that enlarges it, or anything lying over part of it all count. While a modal
 * dialog (the main menu) is open, only what is in it can be touched. Controls held in place (in a
 * fixed or sticky part: the header, the bottom navigation, a drawer) are checked where they are;
 * any other is first scrolled to the middle of the screen, as far as the page scrolls. The scroll
 * position is put back afterwards. Every offender is listed in one message; the test goes on to
 * its next check.
 */
export async function expectTouchable(page: Page, label: string): Promise<void> {
  const offences = await page.evaluate(findOffences, MIN_TARGET_PX);
  const lines = offences.map((offence) => `  ${offence.target} ${offence.size}: ${offence.problem}`);
  expect.soft(lines, `${label}: controls too small to touch, or covered (${lines.length})\n${lines.join('\n')}\n`).toEqual([]);
}

/** Runs in the page: it can use nothing from outside itself but its argument. */
async function findOffences(min: number): Promise<Offence[]> {
  const CONTROLS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option', 'combobox', 'slider'].map((role) => `[role="${role}"]`),
  ].join(',');
  // What a touch reaches a field through: its label, or the frame antd draws around it.
  const FRAMES = 'label, .ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker';

  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  // antd moves a thing in or out (a toast, a drawer, a dialog) in steps a frame or more apart: a
  // class that prepares it (a dialog at opacity 0), then the animation. Wait until no element is
  // in one of those steps and no animation runs (a busy machine can leave frames between steps).
  const MOTION_STEP = /^ant-.+-(appear|enter|leave)(-(prepare|start|active))?$/;
  const inMotion = () => Array.from(document.querySelectorAll('[class*="ant-"]')).some((element) => Array.from(element.classList).some((name) => MOTION_STEP.test(name)));
  for (let round = 0; round < 100; round += 1) {
    await frames();
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    if (finite.length === 0 && !inMotion()) break;
  }

  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  // A field's hit area is its frame or label (a hidden input's, for antd's radios and segments);
  // a button labelled by a <label> around it (a switch in a row of settings) is reached through it.
  const hitAreaOf = (control: Element): Element => {
    if (control.matches('input, textarea, select')) {
      const frame = control.closest(FRAMES);
      if (frame) return frame;
      const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
      return label && !shown(control) ? label : control;
    }
    const label = control.closest('label');
    return label?.control === control ? label : control;
  };
  const nameOf = (element: Element): string => {
    const field = element.matches('input, textarea, select') ? element : element.querySelector('input, textarea, select');
    const fieldLabel = field && 'labels' in field ? Array.from((field as HTMLInputElement).labels ?? [], (label) => label.innerText).join(' ') : '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const named =
      element.getAttribute('aria-label') ??
      (labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null) ??
      (element instanceof HTMLElement ? element.innerText : element.textContent) ??
      '';
    const text = named || fieldLabel || field?.getAttribute('aria-label') || element.getAttribute('title') || field?.getAttribute('placeholder') || '';
    return text.replace(/\s+/g, ' ').trim().slice(0, 60);
  };
  const describe = (element: Element): string => {
    const field = element.matches(FRAMES) ? element.querySelector('input, textarea, select') : null;
    const role = element.getAttribute('role') ?? (element.matches('a') ? 'link' : element.tagName.toLowerCase());
    const what = field ? `${field.getAttribute('role') ?? field.getAttribute('type') ?? field.tagName.toLowerCase()} field` : role;
    const classes = Array.from(element.classList).filter((name) => !/^(ant-|css-)/.test(name)).slice(0, 2);
    return `${what}${classes.length ? `.${classes.join('.')}` : ''} "${nameOf(element)}"`;
  };
  const heldInPlace = (element: Element): boolean => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
    }
    return false;
  };
  // Things that answer clicks without saying so: where the pointer turns to a hand, outside any control.
  const pointerAreas = Array.from(document.querySelectorAll('body *')).filter(
    (element) =>
      getComputedStyle(element).cursor === 'pointer' &&
      (!element.parentElement || getComputedStyle(element.parentElement).cursor !== 'pointer') &&
      !element.closest(CONTROLS) &&
      !element.querySelector(CONTROLS),
  );
  // An open modal dialog blocks the page from the moment it is there, faded in or not.
  const modal = Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]'))
    .filter((dialog) => dialog.getClientRects().length > 0 && dialog.checkVisibility({ visibilityProperty: true }))
    .at(-1);
  const targets = Array.from(new Set([...Array.from(document.querySelectorAll(CONTROLS)), ...pointerAreas].map(hitAreaOf))).filter(
    (target) => shown(target) && !target.closest('[aria-hidden="true"], [inert]') && (!modal || modal.contains(target)),
  );

  const reaches = (target: Element, hit: Element | null): boolean =>
    Boolean(hit && (target.contains(hit) || (target instanceof HTMLLabelElement && target.control === hit)));
  const at = (x: number, y: number) => document.elementFromPoint(x, y);
  // How far from (x, y) a touch still reaches the target, up to `min` px, stepping by (dx, dy).
  const reach = (target: Element, x: number, y: number, dx: number, dy: number): number => {
    let distance = 0;
    while (distance < min && reaches(target, at(x + (distance + 1) * dx, y + (distance + 1) * dy))) distance += 1;
    return distance;
  };
  // What lies over the target somewhere along the lines through its centre (on the screen), if anything.
  const coverOf = (box: DOMRect, target: Element): Element | undefined => {
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const points: [number, number][] = [];
    for (let across = box.left + 2; across <= box.right - 2; across += 4) points.push([across, y]);
    for (let down = box.top + 2; down <= box.bottom - 2; down += 4) points.push([x, down]);
    const onScreen = points.filter(([px, py]) => px >= 0 && py >= 0 && px < innerWidth && py < innerHeight);
    return onScreen.map(([px, py]) => at(px, py)).find((hit): hit is Element => hit !== null && !reaches(target, hit));
  };
  const offences: Offence[] = [];
  const check = (target: Element) => {
    if (!target.isConnected || !shown(target)) return;
    const box = target.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const size = `${Math.round(box.width)}×${Math.round(box.height)}`;
    const centre = at(x, y);
    if (!reaches(target, centre)) {
      offences.push({ target: describe(target), size, problem: centre ? `covered at its centre by ${describe(centre)}` : 'off the screen' });
      return;
    }
    const cover = coverOf(box, target);
    if (cover) offences.push({ target: describe(target), size, problem: `partly covered by ${describe(cover)}` });
    // Along each line: how far a touch reaches it either side of the centre; as big as its box when that is far enough.
    const across = (length: number, before: number, after: number) => (before === min && after === min ? Math.round(length) : before + 1 + after);
    const width = across(box.width, reach(target, x, y, -1, 0), reach(target, x, y, 1, 0));
    const height = across(box.height, reach(target, x, y, 0, -1), reach(target, x, y, 0, 1));
    if (width < min || height < min) {
      offences.push({ target: describe(target), size: `${width}×${height}`, problem: `smaller than ${min}×${min}` });
    }
  };

  const start = { x: window.scrollX, y: window.scrollY };
  const held = targets.filter(heldInPlace);
  for (const target of held) {
    target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    check(target);
  }
  for (const target of targets.filter((target) => !held.includes(target))) {
    const before = window.scrollY;
    target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    // What follows the scroll (the scroll-to-top button) appears a render later.
    if (window.scrollY !== before) await frames();
    check(target);
  }
  window.scrollTo({ left: start.x, top: start.y, behavior: 'instant' });
  await frames();
  return offences;
}
