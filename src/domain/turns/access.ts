/** Who may change the turn list: one rule for the board's buttons and the server's handlers. */
import { PlanRight, Right } from '../rights';

/** Clocking a technician in is the desk's, as setting their breaks is. */
export const CLOCK_IN_ACCESS = { required: [Right.APPOINTMENT_TIMESHEET_UPDATE], requiredPlan: [PlanRight.APPOINTMENT] } as const;

/** Moving a technician up or down is the manager's: it overrides what the walk-ins decided. */
export const TURN_REORDER_ACCESS = { required: [Right.APPOINTMENT_TURN_REORDER], requiredPlan: [PlanRight.APPOINTMENT] } as const;
