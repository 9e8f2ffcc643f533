/**
 * 指挥调度's Node-only part: the group chat's calls (at the `chat` page's base), the crew's calls
 * (at its `contacts` base), the dispatch's send and steps (at the 调度台's submit call), and the
 * chat's demo messages with their site photos (sharp).
 */
import type { AreaPickPage, ChatPage } from '../../../../catalogue/src';
import type { ServerOnlyPart } from '../types';
import { chatRoutes } from './chat/routes';
import { crewRoutes } from './chat/crew-routes';
import { dispatchRoutes } from './dispatch/routes';
import { seedChat } from './seed-chat';

export default {
  routes: (server, app, mod) => {
    const chat = mod.pages.find((p): p is ChatPage => p.kind === 'chat')!;
    const desk = mod.pages.find((p): p is AreaPickPage => p.kind === 'areaPick')!;
    chatRoutes(server, app, chat.base);
    crewRoutes(server, app, chat.contacts.replace(/\/contacts$/, ''));
    dispatchRoutes(server, app, desk.target.submit!);
  },
  seedFiles: seedChat,
} satisfies ServerOnlyPart;
