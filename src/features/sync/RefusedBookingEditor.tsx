/**
 * "Edit" on a refused booking change: the booking form, filled with the change as it was
 * queued, on that booking's day (its stored technicians and hours). Saving queues the fixed
 * change in place of the refused one (what waited on it follows), as edit does for pay-ins.
 */
import { useLingui } from '@lingui/react/macro';
import { replaceAttention } from '../../data/attention';
import { useAttentionItem } from '../../data/sync-hooks';
import { useOnline } from '../../data/use-online';
import { DEFAULT_PHONE_SETTING } from '../../domain/phone';
import { hasAnyRight, Right } from '../../domain/rights';
import { nowOnDay } from '../../domain/scheduler/clock';
import { MutationName } from '../../domain/sync-protocol';
import { BookingFormModal } from '../booking/BookingFormModal';
import { sourceFromSaveArgs } from '../booking/initial-form-state';
import { todayIn } from '../dates/branch-dates';
import { notifySuccess } from '../feedback/notify';
import { useShellSession } from '../shell/session-context';
import { mutationFacts } from './mutation-facts';
import { closeRefusedEdit, useRefusedEdit } from './refused-edit-state';
import { deskNow } from '../../data/desk-clock';

/** Without stored branch settings: the spec's default hours (part 1 §9). */
const DEFAULT_HOURS = { startTime: '08:00', endTime: '17:00', workingOverTime: 0 };

export function RefusedBookingEditor() {
  const { t } = useLingui();
  const { session, branch, timeZone, rights } = useShellSession();
  const online = useOnline();
  const mutationId = useRefusedEdit();
  const item = useAttentionItem(mutationId);
  if (!mutationId || !item || !branch) return null;
  const facts = mutationFacts(item.mutation);
  if (facts.name !== MutationName.BOOKING_CREATE && facts.name !== MutationName.BOOKING_UPDATE) return null;
  // The form needs the branch's own settings (phone pattern, hours): the card offers Edit only there.
  if (facts.args.branchId !== branch.id) return null;
  const args = facts.args;
  const now = deskNow();
  const today = todayIn(timeZone, now.getTime());
  const config = session.branchConfig;
  const noop = () => undefined;

  return (
    <BookingFormModal
      key={mutationId}
      mode="refused"
      branch={branch}
      phone={config?.phone ?? DEFAULT_PHONE_SETTING}
      date={args.startTime.slice(0, 10)}
      today={today}
      nowMinute={nowOnDay(now, timeZone, today)}
      board={null}
      fallbackHours={config ? { startTime: config.startTime, endTime: config.endTime, workingOverTime: config.workingOverTime } : DEFAULT_HOURS}
      existing={sourceFromSaveArgs(args)}
      preset={null}
      canAdmin={hasAnyRight([Right.BOOKING_ADMIN], rights)}
      online={online}
      onSubmit={async (action, submitted) => {
        // A refused date of a recurring series stays in its series once fixed.
        await replaceAttention(mutationId, { ...submitted, code: args.code, seriesId: args.seriesId, start: action === 'START' });
        notifySuccess(t`Save success`);
      }}
      // A refused change has no status, copy or history of its own yet: the form shows no such buttons.
      onStatus={noop}
      onDuplicate={noop}
      onHistory={noop}
      onClose={closeRefusedEdit}
    />
  );
}
