import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.IDENTITY, 'write surface: sign-in, sessions, branch settings and the sync endpoints');
