import { msg } from '@lingui/core/macro';

/** The spec's "form invalid" notice, shown above the buttons when a field is at fault. */
export const formInvalid = msg`Whoops! Looks like you missed a few things – fill in the missing fields and continue.`;
