import { MONEY_KINDS } from './mutationExamples';
import { probeKinds } from './probeArea';

probeKinds(MONEY_KINDS, 'write surface: money, carts and discards through the push');
