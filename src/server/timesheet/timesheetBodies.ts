import { z } from '../../domain/schemas/zod';
import { breakTimeArgs, unbreakArgs } from '../../domain/booking/args';

/** The spec's break payload; the new row's id is made here when the caller brings none. */
export const breakTimeBody = z.extend(breakTimeArgs, { id: z.optional(breakTimeArgs.shape.id) });

/** The spec sends only the row's id: its branch is read from the row. */
export const unbreakBody = z.pick(unbreakArgs, { technicianWorkingId: true });
