/**
 * The page keys of a system's catalogue, once its chunk is loaded (the shell's own bundle stays
 * free of the catalogue): the shell tells an address of a page outside the user's menu (403)
 * from one that names no page at all (not found).
 */
import { useEffect, useState } from 'react';

export function useSystemPageKeys(system: string): ReadonlySet<string> | undefined {
  const [keys, setKeys] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let live = true;
    void import('../../../catalogue/src/registry')
      .then(async (c) => (c.isSystemCode(system) ? c.loadSystem(system) : undefined))
      .then((mod) => { if (live && mod) setKeys(new Set(mod.pages.map((p) => p.key))); }, () => undefined);
    return () => { live = false; };
  }, [system]);
  return keys;
}
