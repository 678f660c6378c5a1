import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.BRANCHES, 'write surface: branches, their working time, holidays, settings by date and system settings');
