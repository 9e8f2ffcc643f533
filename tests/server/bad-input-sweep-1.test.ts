/** Part 1 of the bad-input sweep (bad-input-sweep.ts): every third route. */
import { describeSweep } from './bad-input-sweep';

describeSweep(0, 3);
