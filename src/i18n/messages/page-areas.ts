/**
 * Message areas of page kinds few users open (group chat and area picks, the roster, 系统管理's
 * access pages): each page registers its own when its chunk loads (registerModuleMessages), so
 * the first module page of every system does not carry them. Storybook and the tests register
 * them all at start.
 */
import { access } from './access';
import { chat } from './chat';
import { roster } from './roster';

export const pageAreas = { chat, roster, access } as const;
