import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.BILLING, 'write surface: pay-ins, bills, tips and carts');
