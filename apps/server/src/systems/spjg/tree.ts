/**
 * The camera tree: 组织 (the tenant's units) → vehicle or site → camera, with online and total
 * counts at every level. `cameraType` (car, zc, infra; several comma-separated) narrows it.
 */
import type { Sql } from '../../db/types';
import { invalid, messages, say } from '../../resources/messages';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

export interface TreeNode {
  key: string;
  title: string;
  kind: 'org' | 'vehicle' | 'site' | 'camera';
  online: number;
  total: number;
  cameraId?: number;
  cameraType?: string;
  onlineStatus?: string;
  children?: TreeNode[];
}

const TYPES = ['car', 'zc', 'infra'];
const ORG_OF = { car: '车载视频', zc: '中转站视频', infra: '设施视频' } as Record<string, string>;

export const videoTree: CustomHandler = async (sql: Sql, _mod, payload) => {
  const asked = typeof payload.cameraType === 'string' && payload.cameraType ? payload.cameraType.split(',') : TYPES;
  if (asked.some((t) => !TYPES.includes(t))) throw invalid(say(messages.badEnum, { label: '摄像头类型' }));
  const t = tables('spjg');
  const p = tables('platform');
  const rows = await sql.query<{ id: number; name: string; code: string; camera_type: string; online_status: string; parent: string; company: string | null }>(
    `SELECT c.id, c.name, c.code, c.camera_type, coalesce(c.online_status, 'offline') AS online_status,
            coalesce(v.car_no, f.name, '未绑定') AS parent, co.name AS company
       FROM ${t.camera} c
       LEFT JOIN ${p.vehicle} v ON v.id = c.vehicle_id
       LEFT JOIN ${p.facility} f ON f.id = c.facility_id
       LEFT JOIN ${p.company} co ON co.id = coalesce(v.company_id, f.company_id)
      WHERE c.camera_type = ANY($1::text[])
      ORDER BY c.camera_type, co.name NULLS LAST, parent, c.code`,
    [asked],
  );
  // Group: type (when several) → unit → vehicle/site → camera.
  const roots: TreeNode[] = [];
  const index = new Map<string, TreeNode>();
  const child = (parent: TreeNode[], key: string, title: string, kind: TreeNode['kind']): TreeNode => {
    let node = index.get(key);
    if (!node) {
      node = { key, title, kind, online: 0, total: 0, children: [] };
      index.set(key, node);
      parent.push(node);
    }
    return node;
  };
  for (const r of rows) {
    const top = asked.length > 1 ? child(roots, `type:${r.camera_type}`, ORG_OF[r.camera_type]!, 'org') : undefined;
    const org = child(top ? top.children! : roots, `org:${r.camera_type}:${r.company ?? ''}`, r.company ?? '未分配单位', 'org');
    const holder = child(org.children!, `${r.camera_type === 'car' ? 'vehicle' : 'site'}:${r.camera_type}:${r.parent}`, r.parent, r.camera_type === 'car' ? 'vehicle' : 'site');
    const online = r.online_status === 'online' ? 1 : 0;
    holder.children!.push({ key: `camera:${r.id}`, title: r.name, kind: 'camera', online, total: 1, cameraId: r.id, cameraType: r.camera_type, onlineStatus: r.online_status });
    for (const n of [top, org, holder]) if (n) { n.online += online; n.total += 1; }
  }
  const online = rows.filter((r) => r.online_status === 'online').length;
  return { nodes: roots, online, total: rows.length };
};
