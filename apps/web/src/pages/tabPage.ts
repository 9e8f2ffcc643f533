/** What every tab page receives (its own module: pages import it without the registry that loads them). */
export interface TabPageProps {
  menuId: string;
  title: string;
  uri: string;
  namePath: string[];
  systemCode: string;
  systemName: string;
}
