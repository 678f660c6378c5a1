import { z } from './zod';

/** `?id=` or `/{id}`: one record named by its UUID. */
export const byId = z.object({ id: z.uuid() });
