/**
 * The review's handling (issue 17): its next status and the solving note, which Solving problem
 * and Solved require (the shared schema says so on both sides).
 */
import { Select, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { NOTE_REQUIRED_STATUSES, REVIEW_NOTE_MAX, ReviewStatus, reviewUpdateBody, type ReviewDetail } from '../../domain/review/contract';
import { updateReview } from '../../data/reviews';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';
import { reviewStatusLabels } from './review-labels';

export const REVIEW_FORM_ID = 'review-status';
const SETTABLE = [ReviewStatus.WATCHED, ReviewStatus.SOLVING_PROBLEM, ReviewStatus.SOLVED] as const;
type Settable = (typeof SETTABLE)[number];
type Values = { id: string; status: Settable; note: string };

export function ReviewStatusForm(props: { review: ReviewDetail; onCancel: () => void; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const { review } = props;
  const status = SETTABLE.find((s) => s === review.status) ?? ReviewStatus.WATCHED;
  const state = useAdminForm<Values, unknown>({
    formId: REVIEW_FORM_ID,
    schema: reviewUpdateBody,
    initialValues: { id: review.id, status, note: review.note },
    kind: SavedKind.UPDATE,
    save: (values) => updateReview(values),
    onSaved: props.onSaved,
  });
  const { form } = state;
  const chosen = form.getValues().status;
  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <Select
        label={t`Status`}
        data={SETTABLE.map((s) => ({ value: s, label: i18n._(reviewStatusLabels[s]) }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('status')}
      />
      <Textarea
        label={t`Solving problem note`}
        description={t`What was done for the customer. Required for Solving problem and Solved.`}
        withAsterisk={NOTE_REQUIRED_STATUSES.has(chosen)}
        autosize
        minRows={3}
        maxLength={REVIEW_NOTE_MAX}
        {...form.getInputProps('note')}
      />
    </AdminForm>
  );
}
