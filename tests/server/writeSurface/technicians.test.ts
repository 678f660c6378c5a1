import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.TECHNICIANS, 'write surface: technicians, working time and time off');
