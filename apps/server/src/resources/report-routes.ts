/** Report calls (engine or custom handler) with their .xlsx exports, and the enum look-up. */
import type { FastifyInstance } from 'fastify';
import { enumsOf, opCode, type ModuleDefinition, type ReportDefinition } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { ok } from '../http/errors';
import { register } from './register';
import { serverSystem } from '../systems';
import { answerReport } from './calls';
import { reportSheet } from './report-engine';
import { MAX_EXPORT_ROWS } from './xlsx-export';
import { reportHeading } from './export-heading';
import { contentDisposition, sendXlsx, stamp, XLSX_TYPE } from './xlsx-stream';
import { matrixWorkbook } from './matrix-xlsx';
import type { MatrixAnswer } from './matrix';

type Obj = Record<string, unknown>;

async function answer(app: AppContext, tenantId: string, mod: ModuleDefinition, report: ReportDefinition, payload: Obj, all?: number) {
  return app.db.tenant(tenantId, (sql) => answerReport(sql, mod, serverSystem(mod.system).handlers, report, payload, all));
}

export function reportRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  for (const report of mod.reports) {
    if (report.kind === 'custom' && !serverSystem(mod.system).handlers?.[report.handler!]) throw new Error(`no handler ${mod.system}.${report.handler}`);
    register(server, app, mod.system, report.method, report.call, async (_r, payload, tid) => ok(await answer(app, tid, mod, report, payload)), { read: report.key });
    if (!report.export) continue;
    for (const method of ['GET', 'POST'] as const) {
      register(server, app, mod.system, method, report.export, async (_r, payload, tid, reply) => {
        if (report.matrix) {
          const buffer = await matrixWorkbook(report, (await answer(app, tid, mod, report, payload)) as MatrixAnswer, mod.system).xlsx.writeBuffer();
          return reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(`${report.title}_${stamp()}.xlsx`)).send(Buffer.from(buffer));
        }
        const result = (await answer(app, tid, mod, report, payload, MAX_EXPORT_ROWS)) as { rows: Obj[]; totals?: Obj };
        const sheet = reportSheet(mod, report, result as never);
        let sent = false;
        return sendXlsx(reply, report.title, sheet.columns, sheet.rows.length, async () => (sent ? [] : ((sent = true), sheet.rows)), sheet.totals, reportHeading(report.title, payload));
      }, { fn: opCode(report.key, 'export') });
    }
  }
  // The family's enum calls (spec §7 paths per family): one enum by `enumName`/`code`, else all by code.
  const enums = enumsOf(mod);
  for (const path of mod.enumCalls) {
    for (const method of ['GET', 'POST'] as const) {
      register(server, app, mod.system, method, path, async (_r, payload) => {
        const name = payload.enumName ?? payload.code;
        const list = name ? enums.filter((e) => e.code === name) : enums;
        return ok(name ? (list[0]?.options ?? []) : Object.fromEntries(list.map((e) => [e.code, e.options])));
      }, { system: true });
    }
  }
}
