/**
 * A tab whose page the user's roles do not grant (decision 0330): a direct address, a restored
 * tab, a link from a board. The catalogue says whether the page exists at all (403 or 404).
 */
import { useEffect, useState } from 'react';
import { Result } from '../../../../src/components/Result';
import { t } from '../../../../src/i18n';
import type { TabPageProps } from './tabPage';

export default function NoPermissionPage({ uri }: TabPageProps) {
  const [exists, setExists] = useState<boolean | null>(null);
  useEffect(() => {
    const [, system = '', key = ''] = uri.split('/');
    let live = true;
    import('../../../catalogue/src')
      .then(async (c) => (c.isSystemCode(system) ? Boolean((await c.loadSystem(system)).menus.some((g) => g.children.some((l) => l.key === key))) : false))
      .then((found) => live && setExists(found), () => live && setExists(true));
    return () => { live = false; };
  }, [uri]);
  if (exists === null) return null;
  return exists ? <Result status="403" subTitle={t('shell.layout.forbiddenPage')} /> : <Result status="404" subTitle={t('shell.layout.missingPage')} />;
}
