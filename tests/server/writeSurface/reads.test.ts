import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.READS, 'write surface: reads');
