import { breakTimeArgs, unbreakArgs } from '../../domain/booking/args';

/** The spec's break payload; the new row's id is made here when the caller brings none. */
export const breakTimeBody = breakTimeArgs.extend({ id: breakTimeArgs.shape.id.optional() });

/** The spec sends only the row's id: its branch is read from the row. */
export const unbreakBody = unbreakArgs.pick({ technicianWorkingId: true });
