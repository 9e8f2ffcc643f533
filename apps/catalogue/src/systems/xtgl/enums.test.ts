import { describe, expect, it } from 'vitest';
import { loadAllSystems, systemCodes } from '../../registry';
import { SYSTEM_NAMES } from './enums';

describe('系统管理 system names', () => {
  it('name every system as it names itself, in /navigation order', async () => {
    const systems = await loadAllSystems();
    expect(SYSTEM_NAMES.map(([code]) => code)).toEqual([...systemCodes, 'platform']);
    for (const s of systems) expect(SYSTEM_NAMES.find(([code]) => code === s.system)?.[1], s.system).toBe(s.name);
  });
});
