import { Area } from './probe';
import { probeArea } from './probeArea';

probeArea(Area.CATALOGUE, 'write surface: gift cards, products and checkout methods');
