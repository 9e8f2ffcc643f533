import { freezeMotion } from './freeze-motion';

freezeMotion();
