import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.PEOPLE, 'write surface: the business and its users');
