// The print dialog is the browser's and would block the page: each call is counted instead,
// and what a print portal held at that moment is kept as the paper.
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    printCount?: number;
    printed?: string;
  }
}

/**
 * `portal` names the print portal's class (`print-gift-card`), or `selector` what to keep (the
 * cash bill's portal has no class of its own); `html` keeps its markup rather than its text.
 */
export async function recordPrints(context: BrowserContext, options: { portal?: string; selector?: string; html?: boolean } = {}): Promise<void> {
  const selector = options.selector ?? (options.portal ? `.print-portal.${options.portal}` : null);
  await context.addInitScript(({ selector, html }) => {
    window.printCount = 0;
    window.print = () => {
      window.printCount = (window.printCount ?? 0) + 1;
      const paper = selector ? document.querySelector(selector) : null;
      window.printed = (html ? paper?.innerHTML : paper?.textContent) ?? '';
    };
  }, { selector, html: options.html ?? false });
}

export const printCount = (page: Page): Promise<number> => page.evaluate(() => window.printCount ?? 0);

/** What the last print put on paper. */
export const lastPrinted = (page: Page): Promise<string> => page.evaluate(() => window.printed ?? '');
