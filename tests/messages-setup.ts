/** Tests render module components directly (maps, video, workflows): their message areas are registered up front, as a module page's loading does. */
import { registerModuleMessages } from '../src/i18n';
import { moduleAreas } from '../src/i18n/messages/module-areas';
import { pageAreas } from '../src/i18n/messages/page-areas';

registerModuleMessages({ ...moduleAreas, ...pageAreas });
