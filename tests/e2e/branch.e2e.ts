import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { useSuite } from './suite';

const suite = useSuite();

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(suite.browser, suite.server.baseURL, { serviceWorker: false });
  page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/appointment/);
});

const htmlLang = () => page.evaluate(() => document.documentElement.lang);

describe('branch switching and branch language', () => {
  it('asks for confirmation and stays put on cancel', async () => {
    const switcher = page.getByRole('button', { name: 'Switch branch' });
    await switcher.getByText('Downtown Toronto').waitFor();
    await switcher.click();
    await page.getByRole('menuitem', { name: /Plateau Montréal/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch branch?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await switcher.getByText('Downtown Toronto').waitFor();
  });

  it('switches to the French branch and shows the shell in French', async () => {
    await page.getByRole('button', { name: 'Switch branch' }).click();
    await page.getByRole('menuitem', { name: /Plateau Montréal/ }).click();
    await page.getByRole('dialog', { name: 'Switch branch?' }).getByRole('button', { name: 'Switch', exact: true }).click();
    const switcher = page.getByRole('button', { name: 'Changer de succursale' });
    await switcher.getByText('Plateau Montréal').waitFor();
    await page.getByRole('button', { name: "Aujourd'hui" }).waitFor();
    await page.getByRole('button', { name: 'Menu utilisateur' }).waitFor();
    expect(await htmlLang()).toBe('fr');
  });

  it('changes the branch language to Vietnamese from the branch form', async () => {
    await page.goto('/branch');
    await page.getByRole('button', { name: 'Actions pour Plateau Montréal' }).click();
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la succursale' });
    await dialog.getByLabel('Langue').selectOption('vi');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Chuyển chi nhánh' }).waitFor();
    await page.getByRole('button', { name: 'Menu người dùng' }).waitFor();
    expect(await htmlLang()).toBe('vi');
  });

  it('keeps the language after a reload', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Chuyển chi nhánh' }).waitFor();
    await page.getByRole('button', { name: 'Thao tác cho Plateau Montréal' }).click();
    await page.getByRole('menuitem', { name: 'Sửa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sửa chi nhánh' });
    await dialog.getByLabel('Ngôn ngữ').selectOption('en');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Switch branch' }).waitFor();
    expect(await htmlLang()).toBe('en');
  });

  // The header is fixed. A menu placed in the page's coordinates moved with the page until its
  // next placement, and a press in that frame went to what was under it (the menu stayed open).
  it('keeps the branch menu under its button while the page scrolls', async () => {
    await page.getByRole('tab', { name: 'Working time' }).click();
    await page.getByLabel('Sunday to').waitFor();
    const switcher = page.getByRole('button', { name: 'Switch branch' });
    await switcher.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: /Downtown Toronto/ }).waitFor();
    const below = async () => {
      const [button, dropdown] = await Promise.all([switcher.boundingBox(), menu.boundingBox()]);
      return (dropdown?.y ?? 0) - (button ? button.y + button.height : 0);
    };
    const gap = await below();
    // Read in the same task as the scroll, before any listener could place the menu again.
    const moved = await menu.evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      window.scrollBy(0, 90);
      const after = element.getBoundingClientRect().top;
      const scrolled = document.scrollingElement?.scrollTop ?? 0;
      window.scrollTo(0, 0);
      return { scrolled, by: after - top };
    });
    expect(moved).toEqual({ scrolled: 90, by: 0 });
    expect(await below()).toBe(gap);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  it('warns about unsaved changes before switching branch', async () => {
    await page.getByRole('tab', { name: 'Working time' }).click();
    await page.getByLabel('Monday from').selectOption('11:30');
    await page.getByRole('button', { name: 'Switch branch' }).click();
    await page.getByRole('menuitem', { name: /Downtown Toronto/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch branch?' });
    await dialog.getByText('You have unsaved changes on this screen. Switching now discards them.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
