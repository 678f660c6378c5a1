import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ReviewStatus } from '../../domain/review/contract';

/** Spec part 2 §4's review states, as staff read them. */
export const reviewStatusLabels: Record<ReviewStatus, MessageDescriptor> = {
  [ReviewStatus.NEW]: msg`New`,
  [ReviewStatus.WATCHED]: msg`Watched`,
  [ReviewStatus.SOLVING_PROBLEM]: msg`Solving problem`,
  [ReviewStatus.SOLVED]: msg`Solved`,
};

export const reviewStatusColors: Record<ReviewStatus, string> = {
  [ReviewStatus.NEW]: 'red',
  [ReviewStatus.WATCHED]: 'blue',
  [ReviewStatus.SOLVING_PROBLEM]: 'orange',
  [ReviewStatus.SOLVED]: 'green',
};
