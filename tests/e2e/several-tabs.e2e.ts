// Two tabs of the app on one tablet share one outbox, and only one of them pushes it (a Web
// Lock): changes made offline in both reach the server once each and no change is ever
// pushed twice; when the pushing tab closes, the other takes over. A proxy records every push.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { apiSignIn, type ApiSession } from './api';
import { startProxy, type FaultyProxy } from './proxy';
import { useSuite } from './suite';
import { cashAction, waitUntilSent } from './tablet';

const suite = useSuite();

const TODAY = '2026-11-20';
const SYNC_LOCK = 'front-desk-sync:front-desk';

let proxy: FaultyProxy;
let context: BrowserContext;
let first: Page;
let second: Page;
let api: ApiSession;

async function openBoard(page: Page): Promise<void> {
  await page.waitForURL(/\/appointment/);
  await waitForServiceWorker(page);
  await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
}

beforeAll(async () => {
  proxy = await startProxy(Number(new URL(suite.server.baseURL).port));
  context = await newContext(suite.browser, proxy.baseURL);
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  first = await context.newPage();
  await signIn(first, 'frontdesk');
  await openBoard(first);
  second = await context.newPage();
  await second.goto('/appointment');
  await openBoard(second);
  api = await apiSignIn(suite.server.baseURL, 'frontdesk');
});
afterAll(async () => {
  await proxy?.close();
});

/** Who holds the sync lock and who waits for it, as the browser sees it from `page`. */
function syncLock(page: Page): Promise<{ held: number; pending: number }> {
  return page.evaluate(async (name) => {
    const state = await navigator.locks.query();
    return {
      held: (state.held ?? []).filter((l) => l.name === name).length,
      pending: (state.pending ?? []).filter((l) => l.name === name).length,
    };
  }, SYNC_LOCK);
}

/** Every mutation pushed so far: none twice, by id or by sequence number. */
function pushedOnce(): string[] {
  const all = proxy.pushedMutations().flat();
  expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
  expect(new Set(all.map((m) => `${m.deviceId}:${m.seq}`)).size).toBe(all.length);
  return all.map((m) => m.id);
}

async function notesOnServer(): Promise<string[]> {
  return (await api.transactions(TODAY)).actions.map((a) => a.note ?? '');
}

describe('two tabs of one tablet', () => {
  it('one tab holds the sync lock, the other waits for it', async () => {
    await expect(syncLock(first)).resolves.toEqual({ held: 1, pending: 1 });
  });

  it('changes made offline in both tabs reach the server once each, pushed once each', async () => {
    const before = proxy.pushCount();
    await context.setOffline(true);
    await cashAction(first, 'Pay-in', '11', 'First tab in');
    await cashAction(second, 'Pay-in', '12', 'Second tab in');
    await cashAction(first, 'Pay-out', '3', 'First tab out');
    // One outbox: both tabs show the three changes waiting.
    await first.getByRole('button', { name: /3 changes waiting to send/ }).waitFor();
    await second.getByRole('button', { name: /3 changes waiting to send/ }).waitFor();

    await context.setOffline(false);
    // Both tabs hear "online" and both ask for a sync at once; "Sync now" in the waiting tab too.
    await second.getByRole('button', { name: /waiting to send|all changes sent/ }).click();
    await second.getByRole('dialog', { name: 'Sync' }).getByRole('button', { name: 'Sync now' }).click();
    await waitUntilSent(first);
    await waitUntilSent(second);
    await second.keyboard.press('Escape');

    const notes = await notesOnServer();
    for (const note of ['First tab in', 'Second tab in', 'First tab out']) expect(notes.filter((n) => n === note)).toHaveLength(1);
    expect(proxy.pushCount()).toBeGreaterThan(before);
    expect(pushedOnce()).toHaveLength(3);
  });

  it('when the pushing tab closes, the other takes over and sends what waits, once', async () => {
    await context.setOffline(true);
    await cashAction(second, 'Pay-in', '9', 'After the first tab closed');
    await second.getByRole('button', { name: /1 change waiting to send/ }).waitFor();
    await first.close();
    await expect.poll(() => syncLock(second)).toEqual({ held: 1, pending: 0 });

    await context.setOffline(false);
    await waitUntilSent(second);
    expect((await notesOnServer()).filter((n) => n === 'After the first tab closed')).toHaveLength(1);
    expect(pushedOnce()).toHaveLength(4);
  });
});
