import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.CAMPAIGNS, 'write surface: SMS campaigns');
