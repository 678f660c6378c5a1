/**
 * What a Pay-in or Pay-out button starts (use-pos-actions.ts): the form, then the record queued
 * on this tablet, the confirmation and its cash bill printed. Loaded on the first press, not with
 * the header that offers the buttons on every screen (issue 18: the first load).
 */
import { createPosAction, posContextFromSession } from '../../data/pos-actions';
import type { CachedSession } from '../../data/db';
import { notifySuccess } from '../feedback/notify';
import { requestCashBillPrint } from './cash-bill-print-request';
import { openPosActionModal } from './open-pos-action-modal';
import type { PosActionKind } from './use-pos-actions';

export function openPosAction(type: PosActionKind, session: CachedSession, savedText: string): void {
  openPosActionModal({
    type,
    onSave: async ({ value, note }) => {
      const ctx = posContextFromSession(session);
      if (!ctx) throw new Error('No branch selected');
      const { id } = await createPosAction({ type, value, note }, ctx);
      notifySuccess(savedText);
      await requestCashBillPrint(id);
    },
  });
}
