import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.SERVICES, 'write surface: service groups and services');
