/**
 * Trees (issue 13, catalogue model/trees.ts) on 仓库管理's material types: nodes of any depth,
 * the nested tree call (getTreeType), moves that would make a cycle refused (400, Chinese, nothing
 * written), deletes refused while children (named) or references exist, and a lookup filter on a
 * tree node that matches the node and everything below it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
type Node = Obj & { id: number; name: string; children: Node[] };
const B = '/cloud/kcglnew/web';

describe.each(backends)('trees (%s)', (backend) => {
  let server: Running;
  let token: string;
  const post = <T = unknown>(path: string, body: unknown) => call<T>(server.base, path, { token, body });
  let seq = 0;
  const create = async (name: string, parentId?: number) => {
    const answer = await post<Obj>(`${B}/materialType/create`, { name: `${name}${++seq}`, parentId: parentId ?? null, sort: seq });
    expect(answer.body.msg).toBe('保存成功');
    return answer.body.data as Obj & { id: number; name: string };
  };
  const tree = async () => (await call<Node[]>(server.base, `${B}/materialType/getTreeType`, { token })).body.data;
  const find = (nodes: Node[], id: number): Node | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const hit = find(n.children, id);
      if (hit) return hit;
    }
    return undefined;
  };

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
  });
  afterAll(() => server?.stop());

  it('keeps nodes of any depth and answers them nested', async () => {
    const chain = [await create('层级')];
    for (let depth = 1; depth < 12; depth++) chain.push(await create('层级', chain[depth - 1]!.id));
    let node = find(await tree(), chain[0]!.id)!;
    for (let depth = 1; depth < 12; depth++) {
      expect(node.children.map((c) => c.id)).toEqual([chain[depth]!.id]);
      node = node.children[0]!;
    }
    expect(node.children).toEqual([]);
  });

  it('refuses a move under itself or under its own descendant, writing nothing', async () => {
    const a = await create('甲');
    const b = await create('乙', a.id);
    const c = await create('丙', b.id);
    const before = await tree();
    for (const parentId of [a.id, b.id, c.id]) {
      const answer = await post(`${B}/materialType/update`, { id: a.id, parentId });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(`不能把物料类型“${a.name}”移到它自己或它的下级之下`);
    }
    expect(await tree()).toEqual(before);
    // A legal move: 丙 up to the root, then 甲 under 丙.
    expect((await post(`${B}/materialType/update`, { id: c.id, parentId: null })).body.result).toBe(0);
    expect((await post(`${B}/materialType/update`, { id: a.id, parentId: c.id })).body.result).toBe(0);
    expect(find(await tree(), c.id)!.children.map((n) => n.id)).toEqual([a.id]);
  });

  it('refuses to delete a node with children, naming them; the subtree deleted together goes', async () => {
    const top = await create('劳保');
    const kids = [await create('手套', top.id), await create('雨衣', top.id)];
    const answer = await post(`${B}/materialType/delete`, { ids: [top.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(`物料类型“${top.name}”下还有 2 个下级（${kids[0]!.name}、${kids[1]!.name}），请先删除或移走下级`);
    expect(find(await tree(), top.id)!.children).toHaveLength(2);
    const all = await post(`${B}/materialType/delete`, { ids: [top.id, ...kids.map((k) => k.id)] });
    expect(all.body.result).toBe(0);
    expect(find(await tree(), top.id)).toBeUndefined();
  });

  it('refuses to delete a node materials refer to, and lists materials of a node and its descendants', async () => {
    const top = await create('清扫工具');
    const mid = await create('扫帚', top.id);
    const leaf = await create('竹扫帚', mid.id);
    const other = await create('油品');
    const units = (await post<{ rows: Obj[] }>(`${B}/materialUnit/pageList`, {})).body.data.rows;
    const material = async (code: string, typeId: number) =>
      (await post<Obj>(`${B}/material/create`, { code, name: `树测试${code}`, materialTypeId: typeId, unitId: units[0]!.id, status: 'enabled' })).body.data as { id: number };
    const m1 = await material('TT-01', top.id);
    const m2 = await material('TT-02', leaf.id);
    await material('TT-03', other.id);
    const refused = await post(`${B}/materialType/delete`, { ids: [other.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('仍被 物料 引用（1 条）');
    const under = (typeId: number) => post<{ rows: Obj[]; total: number }>(`${B}/material/pageList`, { materialTypeId: typeId, pageSize: 50 });
    expect((await under(top.id)).body.data.rows.map((r) => r.id).sort()).toEqual([m1.id, m2.id].sort());
    expect((await under(mid.id)).body.data.rows.map((r) => r.id)).toEqual([m2.id]);
  });
});
