/**
 * The main shell (§2): header with panels, collapsible side menu, tab bar and kept-alive
 * tab pages; menuId opens that item first and expands its path, else the welcome page.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { message } from '../../../../src/components/Message';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { MENU_STATE_DEFAULTS } from '../../../../src/session/defaults';
import { applyTheme, getStoredTheme } from '../../../../src/theme/themeStore';
import { HeaderBar } from '../../../../src/shell/Header';
import { KeptAlivePanels } from '../../../../src/shell/KeepAlive';
import { MenuPalette } from '../../../../src/shell/MenuPalette';
import { findPath, findWelcome, initialOpenKeys, type MenuNode } from '../../../../src/shell/menuSearch/menuTree';
import type { SavedPage } from '../../../../src/shell/menuSearch/recent';
import { PasswordChangeDialog } from '../../../../src/shell/PasswordChange';
import { SideMenu } from '../../../../src/shell/SideMenu';
import { TabBar } from '../../../../src/shell/TabBar';
import { openTab as openTabModel, emptyTabs, type ShellTab } from '../../../../src/shell/tabs/tabsModel';
import { loadTabs, tabsStorageKey } from '../../../../src/shell/tabs/tabStorage';
import { OPEN_TAB_EVENT, type OpenTabMessage } from '../app/openTabBridge';
import { logout } from '../app/session';
import { usePasswordChange } from '../app/usePasswordChange';
import { layoutHref } from '../login/afterLogin';
import { resolvePage } from '../pages/registry';
import { Body, Content, Frame, Main, SkipLink } from './ShellLayout.styles';
import { isExternal, tabFromNode, tabFromPage } from './openPage';
import { ShellLinksContext } from './shellLinks';
import type { ShellData } from './useShellData';
import { ReloginHost } from './ReloginHost';
import { useUserPhoto } from './useUserPhoto';
import { useMenuSearch } from './useMenuSearch';
import { useNotices } from './useNotices';
import { useSavedPages } from './useSavedPages';
import { useSystemPageKeys } from './useSystemPageKeys';
import { useTabs } from './useTabs';
import { useTracking } from './useTracking';
import { nodeAt, pagePathOf, useTabAddress } from './useTabAddress';
import { PageAddressContext } from '../modules/pageAddress';
import { canView, permissionsOf, PermissionsProvider } from '../modules/permissions';

const NoPermissionPage = lazy(() => import('../pages/NoPermissionPage'));

const namesOf = (tree: MenuNode[], id: string) => findPath(tree, id).slice(0, -1).map((n) => n.name);

/** A tab for an address of this system whose page the menu does not hold (its content is the 403 page). */
const forbiddenTab = (path: string): ShellTab => ({ id: path, title: t('shell.layout.forbiddenTab'), uri: path, namePath: [], closable: true });
/** Loaded when first opened: the upload component stays out of the shell's own bundle. */
const PhotoDialog = lazy(() => import('./PhotoDialog').then((m) => ({ default: m.PhotoDialog })));

export function ShellLayout({ data, menuId }: { data: ShellData; menuId?: string | null }) {
  const { user, system, tree, grants } = data;
  const permissions = useMemo(() => permissionsOf(grants), [grants]);
  // An address of this system: a page outside the user's menu (a 403 tab) — unless the system has no such page at all.
  const pageKeys = useSystemPageKeys(system.code);
  const ownPath = useCallback((path: string | null) => Boolean(path && path.startsWith(`/${system.code}/`) && (!pageKeys || pageKeys.has(path.split('/')[2] ?? ''))), [system.code, pageKeys]);
  const navigate = useNavigate();
  const location = useLocation();
  const welcome = useMemo(() => findWelcome(tree), [tree]);
  const [collapsed, setCollapsed] = useState<boolean>(MENU_STATE_DEFAULTS.collapsed);
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    menuId && findPath(tree, menuId).length ? findPath(tree, menuId).slice(0, -1).map((n) => n.id) : initialOpenKeys(tree, MENU_STATE_DEFAULTS.menuExpandType));
  const [fullWindow, setFullWindow] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const photo = useUserPhoto(user.photoId);
  const saved = useSavedPages(user.userId);
  const [theme, setTheme] = useState(getStoredTheme);

  const initialTabs = useCallback(() => {
    let state = loadTabs(sessionStorage, tabsStorageKey(user.userId, window.location.host, system.code)) ?? emptyTabs;
    // The page address (/<system>/<page>) or menuId names the page to open first.
    const atPath = pagePathOf(location.pathname) ? nodeAt(tree, location.pathname) : undefined;
    const target = atPath ?? (menuId ? findPath(tree, menuId).at(-1) : undefined);
    const path = pagePathOf(location.pathname);
    if (target) {
      const tab = tabFromNode(target, namesOf(tree, target.id));
      state = state.tabs.length ? openTabModel(state, tab).state : { tabs: [tab], active: 0 };
    } else if (path && ownPath(path)) {
      // An address of this system outside the user's menu: the tab says why it shows nothing.
      state = state.tabs.length ? openTabModel(state, forbiddenTab(path)).state : { tabs: [forbiddenTab(path)], active: 0 };
    } else if (!state.tabs.length && welcome) {
      state = { tabs: [tabFromNode(welcome, namesOf(tree, welcome.id))], active: 0 };
    }
    return state;
    // Read at mount only: later addresses are followed by useTabAddress.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.userId, system.code, tree, menuId, welcome]);
  const tabs = useTabs(user.userId, system.code, initialTabs);
  const active: ShellTab | undefined = tabs.state.tabs[tabs.state.active];
  useTracking(active, system.code);
  const inbox = useNotices();

  const openPage = useCallback((page: SavedPage, path?: MenuNode[]) => {
    if (page.systemCode && page.systemCode !== system.code) {
      navigate(`${layoutHref(page.systemCode, page.systemName)}&menuId=${encodeURIComponent(page.id)}`);
      return;
    }
    if (isExternal(page.uri)) {
      window.open(page.uri, '_blank', 'noopener');
      message.info(t('shell.layout.newWindowOpened', { name: page.name }));
    } else tabs.open(tabFromPage(page, welcome?.id));
    const ids = (path ?? findPath(tree, page.id)).slice(0, -1).map((n) => n.id);
    if (ids.length) setOpenKeys((keys) => [...new Set([...keys, ...ids])]);
    saved.visit({ ...page, systemCode: system.code, systemName: system.name });
  }, [system, tree, tabs, welcome, navigate, saved]);

  const openNode = useCallback((node: MenuNode) => {
    const path = findPath(tree, node.id);
    const tab = tabFromNode(node, path.slice(0, -1).map((n) => n.name));
    openPage({ id: node.id, name: node.name, uri: tab.uri, namePath: tab.namePath, systemCode: system.code, systemName: system.name }, path);
  }, [tree, openPage, system]);

  const tabsKey = tabsStorageKey(user.userId, window.location.host, system.code);
  const address = useTabAddress({
    tabsKey, tree, state: tabs.state, activate: tabs.activate, openNode, refresh: (id) => tabs.act('refresh', id), welcomeId: welcome?.id, home: layoutHref(system.code, system.name),
    onUnknown: (path) => {
      if (ownPath(path)) return tabs.open(forbiddenTab(path));
      message.warning(t('shell.layout.noSuchPage', { path }));
      const here = active && pagePathOf(active.uri);
      if (here) navigate(here, { replace: true });
    },
  });
  const { addressFor } = address;

  // The first address was opened as a 403 tab before the system's pages were known: one naming no page is not found.
  useEffect(() => {
    if (!pageKeys) return;
    for (const tab of tabs.state.tabs) {
      if (tab.id !== tab.uri || tab.title !== t('shell.layout.forbiddenTab') || ownPath(tab.uri)) continue;
      if (tabs.state.tabs.length === 1 && welcome) openNode(welcome);
      tabs.act('close', tab.id);
      message.warning(t('shell.layout.noSuchPage', { path: tab.uri }));
    }
    // Once, when the system's pages arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKeys]);

  // Ctrl+K palette and the openTab message (§2).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') { e.preventDefault(); setPaletteOpen(true); }
      if (e.key === 'Escape' && fullWindow) setFullWindow(false);
    };
    const onOpenTab = (e: Event) => {
      const detail = (e as CustomEvent<OpenTabMessage>).detail;
      const node = detail.menuId ? findPath(tree, detail.menuId).at(-1) : undefined;
      if (node) openNode(node);
      else if (detail.uri) openPage({ id: detail.menuId ?? detail.uri, name: detail.title ?? detail.uri, uri: detail.uri, systemCode: system.code, systemName: system.name });
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_TAB_EVENT, onOpenTab);
    return () => { window.removeEventListener('keydown', onKey); window.removeEventListener(OPEN_TAB_EVENT, onOpenTab); };
  }, [tree, openNode, openPage, system, fullWindow]);

  const search = useMenuSearch(paletteOpen, user, system, tree);
  const sections = search.query.trim()
    ? [{ title: t('shell.search.results'), items: search.results }]
    : [{ title: t('shell.search.recent'), items: saved.recent }, { title: t('shell.search.favourites'), items: saved.favourites }].filter((s) => s.items.length);
  const password = usePasswordChange(passwordOpen);
  const renderTab = useCallback((tab: ShellTab) => {
    // A page of this system the user's roles do not open (a restored tab, an address) shows 403.
    const key = pagePathOf(tab.uri) && ownPath(tab.uri) ? tab.uri.split('/')[2]! : null;
    const Page = key !== null && !canView(permissions, key) ? NoPermissionPage : resolvePage(tab.uri);
    return (
      <PageAddressContext.Provider value={addressFor(tab.id)}>
        <Suspense fallback={<Spin />}>
          <Page menuId={tab.id} title={tab.title} uri={tab.uri} namePath={tab.namePath ?? []} systemCode={system.code} systemName={system.name} />
        </Suspense>
      </PageAddressContext.Provider>
    );
  }, [system.code, system.name, addressFor, permissions, ownPath]);
  const links = useMemo(() => ({ recent: saved.recent, favourites: saved.favourites, open: (p: SavedPage) => openPage(p) }), [saved.recent, saved.favourites, openPage]);

  return (
    <ShellLinksContext.Provider value={links}>
      <Frame>
        <SkipLink href="#shell-content" onClick={(e) => { e.preventDefault(); document.getElementById('shell-content')?.focus(); }}>{t('shell.layout.skipToContent')}</SkipLink>
        {!fullWindow && (
          <HeaderBar title={system.name} collapsed={collapsed} onToggleCollapse={() => setCollapsed((c) => !c)} onOpenSearch={() => setPaletteOpen(true)}
            notices={inbox.notices} onReadNotice={inbox.readNotice} onReadAllNotices={inbox.readAllNotices}
            quickJump={[...saved.favourites, ...saved.recent.filter((r) => !saved.favourites.some((f) => f.id === r.id))].slice(0, 10)}
            onQuickJump={(p) => openPage(p)} systems={user.systems} currentSystem={system.code}
            onSwitchSystem={(s) => s.code !== system.code && navigate(layoutHref(s.code, s.name))}
            fullWindow={fullWindow} onToggleFullWindow={() => setFullWindow((f) => !f)} userName={user.name}
            photoUrl={photo.url} onChangePhoto={() => setPhotoOpen(true)}
            onChangePassword={() => setPasswordOpen(true)} onLogout={() => void logout()}
            theme={theme} onThemeChange={(next) => { applyTheme(next); setTheme(next); }}
            extra={active && active.id !== welcome?.id ? (
              <button type="button" className="sr-fav" onClick={() => saved.toggle({ id: active.id, name: active.title, uri: active.uri, namePath: active.namePath, systemCode: system.code, systemName: system.name })}
                aria-pressed={saved.favourites.some((f) => f.id === active.id)}>{saved.favourites.some((f) => f.id === active.id) ? t('shell.layout.unsubscribe') : t('shell.layout.subscribe')}</button>
            ) : undefined}
          />
        )}
        <Body>
          {!fullWindow && (
            <SideMenu tree={tree} collapsed={collapsed} openKeys={openKeys} onOpenKeysChange={setOpenKeys}
              selectedId={active?.id} onSelect={openNode} onExpand={() => setCollapsed(false)} />
          )}
          <Main id="shell-main">
            <TabBar state={tabs.state} onActivate={tabs.activate} onAction={tabs.act} onMove={tabs.move} />
            <Content id="shell-content" tabIndex={-1}>
              <PermissionsProvider grants={grants}>
                <KeptAlivePanels tabs={tabs.state.tabs} activeId={active?.id} render={renderTab} />
              </PermissionsProvider>
            </Content>
          </Main>
        </Body>
      </Frame>
      <MenuPalette open={paletteOpen} onOpenChange={setPaletteOpen} query={search.query} onQueryChange={search.setQuery} sections={sections}
        onPick={(page) => { setPaletteOpen(false); search.setQuery(''); openPage(page); }} />
      <PasswordChangeDialog open={passwordOpen} onOpenChange={setPasswordOpen} policy={password.policy} onSubmit={password.submit}
        loading={password.loading} error={password.error} />
      {photoOpen && <Suspense fallback={null}><PhotoDialog open onOpenChange={setPhotoOpen} photoUrl={photo.url} onUpload={photo.change} /></Suspense>}
      <ReloginHost username={user.userName} systemCode={system.code} systemTitle={system.name} />
    </ShellLinksContext.Provider>
  );
}
