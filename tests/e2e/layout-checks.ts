// What "fits the screen" means, checked in the browser: no page wider than the screen, every
// top-bar control on top at its centre, and a window's buttons within the screen.
import type { Locator, Page } from 'playwright-core';

/** How far the page reaches past the right edge of the screen (0 when it fits). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The top-bar controls that are drawn but covered at their centre (by another control, a
 * clipped neighbour or anything else): their names. Hidden ones (moved into a menu at this
 * width) do not count.
 */
export function coveredHeaderControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['(no header)'];
    const covered: string[] = [];
    for (const control of header.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="button"]')) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit !== control && !control.contains(hit)) covered.push(control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
    }
    return covered;
  });
}

/** How many top-bar controls are drawn (a check of nothing would pass). */
export function headerControlCount(page: Page): Promise<number> {
  return page.evaluate(
    () => [...(document.querySelector('header')?.querySelectorAll<HTMLElement>('button, a[href], [role="button"]') ?? [])].filter((c) => c.checkVisibility()).length,
  );
}

/**
 * The buttons of a window that are not within the screen: sideways as it is drawn (no
 * horizontal scrolling allowed, neither of the page nor of a part of the window that clips
 * them), and up and down once the window scrolls them into view. Each answer names the button
 * and where it was. A window still sliding in (a phone's sheet) is measured once it is in place.
 */
export function buttonsOffScreen(dialogLocator: Locator): Promise<string[]> {
  return dialogLocator.evaluate(async (dialog) => {
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const off: string[] = [];
    const width = document.documentElement.clientWidth;
    const buttons = [...dialog.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')].filter((b) => b.checkVisibility({ visibilityProperty: true }));
    const name = (b: HTMLElement) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? b.tagName;
    /** The horizontal span the button can be seen in: the screen, narrowed by every ancestor that clips. */
    const visibleSpan = (button: HTMLElement): { left: number; right: number } => {
      let span = { left: 0, right: width };
      for (let el = button.parentElement; el && el !== document.body; el = el.parentElement) {
        if (getComputedStyle(el).overflowX === 'visible') continue;
        const r = el.getBoundingClientRect();
        span = { left: Math.max(span.left, r.left), right: Math.min(span.right, r.right) };
      }
      return span;
    };
    for (const button of buttons) {
      const { left, right } = button.getBoundingClientRect();
      const span = visibleSpan(button);
      if (left < span.left - 0.5 || right > span.right + 0.5) off.push(`${name(button)} (x ${Math.round(left)}–${Math.round(right)}, seen ${Math.round(span.left)}–${Math.round(span.right)})`);
    }
    for (const button of buttons) {
      button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const { top, bottom } = button.getBoundingClientRect();
      if (top < -0.5 || bottom > window.innerHeight + 0.5) off.push(`${name(button)} (y ${Math.round(top)}–${Math.round(bottom)} of ${window.innerHeight})`);
    }
    return off;
  });
}

/** A fingertip's target: 44 × 44 px at least. */
export const TOUCH_TARGET = 44;

/** The names and sizes of the given controls that are smaller than a touch target. */
export async function smallTargets(controls: Locator): Promise<string[]> {
  return controls.evaluateAll(
    (elements, min) =>
      elements
        .filter((el) => el.checkVisibility())
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5)
        .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName} (${Math.round(box.width)} × ${Math.round(box.height)})`),
    TOUCH_TARGET,
  );
}

/**
 * Whether a card's bottom edge can be grabbed on a 44 × 44 px square at its lower right corner
 * (the resize handle reaches past the card's edge: the element's own box is smaller).
 */
export function resizeCornerIsTarget(card: Locator): Promise<boolean> {
  return card.evaluate((face, size) => {
    const box = face.closest('[data-board-card]')?.getBoundingClientRect();
    if (!box) return false;
    const x = box.right - size / 2;
    return [box.bottom - size / 2 + 2, box.bottom + size / 2 - 2].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit instanceof HTMLElement && hit.getAttribute('aria-label') === 'Resize' && face.closest('[data-board-card]')?.contains(hit) === true;
    });
  }, TOUCH_TARGET);
}

/**
 * The open menu watched frame by frame for half a second: each frame where it is hidden, or
 * reaches past the screen's edges, or the page is wider than the screen. An empty list is a
 * menu that holds still on screen.
 */
export function menuFramesAmiss(page: Page, ms = 500): Promise<string[]> {
  return page.evaluate(
    (watchMs) =>
      new Promise<string[]>((resolve) => {
        const width = window.visualViewport?.width ?? window.innerWidth;
        const amiss: string[] = [];
        const start = performance.now();
        const frame = () => {
          const at = Math.round(performance.now() - start);
          const menu = document.querySelector('[role="menu"]');
          const box = menu?.getBoundingClientRect();
          if (!menu || !box || box.width === 0) amiss.push(`${at} ms: hidden`);
          else if (box.left < 0 || box.right > width) amiss.push(`${at} ms: ${Math.round(box.left)}–${Math.round(box.right)} px on a ${width} px screen`);
          if (document.documentElement.scrollWidth > width) amiss.push(`${at} ms: the page ${document.documentElement.scrollWidth} px wide`);
          if (performance.now() - start < watchMs) requestAnimationFrame(frame);
          else resolve(amiss);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}
