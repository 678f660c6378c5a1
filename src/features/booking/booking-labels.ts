/** The booking form's fixed wording, translated where it is shown. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender } from '../../domain/api';
import type { FormButton } from '../../domain/booking/menu';
import { describeCode } from '../i18n/error-messages';
import { problemText } from '../i18n/problem-text';
import { isFormProblem, type FieldProblem, type FormProblem } from './form-validation';

export const genderLabels = {
  ANY: msg`Any`,
  MALE: msg`Male`,
  FEMALE: msg`Female`,
} as const satisfies Record<Gender, MessageDescriptor>;

export const formButtonLabels = {
  CREATE_AND_CONTINUE: msg`Create and continue`,
  SAVE: msg`Save`,
  START: msg({ message: 'Start', context: 'action' }),
  CANCEL_BOOKING: msg`Cancel booking`,
  NO_SHOW: msg`No-show`,
  DUPLICATE: msg`Duplicate`,
  PAYMENT: msg`Payment`,
  PAYMENT_DETAIL: msg`Payment detail`,
  CLOSE: msg`Close`,
} as const satisfies Record<FormButton, MessageDescriptor>;

const formProblemMessages = {
  FORM_REQUIRED: msg`Please fill out this field`,
  FORM_TECHNICIAN_REQUIRED: msg`Choose a technician`,
  FORM_NO_SERVICE: msg`Add at least one service`,
} as const satisfies Record<FormProblem, MessageDescriptor>;

export function describeProblem(problem: FieldProblem | undefined, i18n: I18n): string | null {
  if (problem === undefined) return null;
  if (typeof problem === 'object') return problemText(problem, i18n);
  return isFormProblem(problem) ? i18n._(formProblemMessages[problem]) : describeCode(problem, i18n);
}
