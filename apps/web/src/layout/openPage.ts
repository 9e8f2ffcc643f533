/** Turns a menu node or a saved page into a tab, or opens an external address in a window. */
import type { MenuNode } from '../../../../src/shell/menuSearch/menuTree';
import type { SavedPage } from '../../../../src/shell/menuSearch/recent';
import type { ShellTab } from '../../../../src/shell/tabs/tabsModel';
import { replaceVtxIp } from '../../../../src/session/shell-api';

export const isExternal = (uri: string) => /^https?:\/\//.test(uri);

export function tabFromNode(node: MenuNode, namePath: string[]): ShellTab {
  return { id: node.id, title: node.name, uri: replaceVtxIp(node.uri ?? '', window.location.hostname), namePath, closable: !node.isWelcomeMenu };
}

export function tabFromPage(page: SavedPage, welcomeId?: string): ShellTab {
  return { id: page.id, title: page.name, uri: page.uri, namePath: page.namePath ?? [], closable: page.id !== welcomeId };
}
