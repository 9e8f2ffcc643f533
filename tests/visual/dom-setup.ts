import '../../tokens/generated/themes.css';
import { freezeMotion } from './freeze-motion';

freezeMotion();
