/**
 * The Storybook screens run the reference server's own code in the browser (stories/Screens/
 * serverModuleData.ts on PGlite). Nothing they import at run time may be Node-only: no node:*
 * or Node built-ins, no Fastify, no exceljs, no node-postgres. Type-only imports are erased.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const NODE_ONLY = /^(node:|(fs|path|url|stream|crypto|os|child_process|worker_threads)$|fastify$|@fastify\/|exceljs$|pg$)/;

/** Run-time import specifiers of a module: static, re-exports, dynamic and import.meta.glob patterns. */
function importsOf(text: string): string[] {
  // Comments that start a line (a glob such as systems/*/index.ts is no comment).
  const code = text.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[\w*\s{},]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) if (!m[1]) found.push(m[2]!);
  for (const m of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  for (const m of code.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g)) found.push(m[1]!);
  return found;
}

/** The files a relative specifier (or a glob with one `*` directory) names. */
function filesOf(from: string, spec: string): string[] {
  // An asset read as text (`x.sql?raw`) is no code: it must exist, and nothing is walked in it.
  if (/\?raw$/.test(spec)) {
    const asset = resolve(dirname(from), spec.replace(/\?raw$/, ''));
    if (!existsSync(asset)) throw new Error(`cannot resolve ${spec} from ${relative(ROOT, from)}`);
    return [];
  }
  const base = resolve(dirname(from), spec);
  if (spec.includes('*')) {
    const [head, tail] = base.split('*') as [string, string];
    return readdirSync(head, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => head + d.name + tail).filter((f) => existsSync(f));
  }
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) => /\.tsx?$/.test(c) && existsSync(c));
  if (!file) throw new Error(`cannot resolve ${spec} from ${relative(ROOT, from)}`);
  return [file];
}

/** Every module reached from the entry, and the packages they name with the first file naming each. */
function walk(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) queue.push(...(/\.(css|svg|png|woff2?)$/.test(spec) ? [] : filesOf(file, spec)));
      else if (!packages.has(spec)) packages.set(spec, relative(ROOT, file));
    }
  }
  return { files, packages };
}

describe('Storybook screens in the browser', () => {
  const { files, packages } = walk(join(ROOT, 'stories/Screens/serverModuleData.ts'));
  const reached = [...files].map((f) => relative(ROOT, f));

  it('reach the server code they run (the walk follows imports and the systems glob)', () => {
    for (const file of [
      'apps/server/src/resources/calls.ts', 'apps/server/src/resources/report-engine.ts', 'apps/server/src/resources/records.ts',
      'apps/server/src/resources/ddl.ts', 'apps/server/src/db/pglite-scopes.ts', 'apps/server/src/systems/ljszy/reports.ts',
      'apps/server/src/systems/ljszy/seed-activity.ts', 'apps/server/src/systems/platform/index.ts',
    ]) {
      expect(reached).toContain(file);
    }
    expect([...packages.keys()]).toContain('@electric-sql/pglite');
  });

  it('import no Node-only module', () => {
    expect([...packages].filter(([spec]) => NODE_ONLY.test(spec)).map(([spec, by]) => `${spec} ← ${by}`)).toEqual([]);
  });

  it('would notice one (type-only imports aside)', () => {
    expect(importsOf("import ExcelJS from 'exceljs';\nimport type { FastifyRequest } from 'fastify';\nexport { x } from './y';\nimport { createHash } from 'node:crypto';"))
      .toEqual(['exceljs', './y', 'node:crypto']);
    const server = walk(join(ROOT, 'apps/server/src/resources/crud-routes.ts')).packages;
    expect([...server.keys()].filter((spec) => NODE_ONLY.test(spec))).toEqual(expect.arrayContaining(['exceljs', 'node:crypto']));
  });
});
