import { BOOKING_KINDS } from './mutationExamples';
import { probeKinds } from './probeArea';

probeKinds(BOOKING_KINDS, 'write surface: booking and timesheet changes through the push');
