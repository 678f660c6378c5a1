import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.BOOKING, 'write surface: booking and timesheet writes');
