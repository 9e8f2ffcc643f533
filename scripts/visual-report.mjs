// `npm run visual-report`: a static HTML page for QA showing, for every changed screenshot of
// the last test run, baseline | actual | diff side by side, grouped by story file, story and theme.
// Approving the changes is `npm run test:update` (it rewrites the baselines).
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const attachments = '.vitest-attachments';
const baselines = 'tests/visual/baselines';
const out = 'tests/visual/report';
const themes = ['ClassicBlue', 'OceanBlue', 'TechBlue'];

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'img'), { recursive: true });
// The report is opened from disk on any machine: bring the CJK web font along (no tofu boxes).
const font = 'node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff2';
const hasFont = existsSync(font);
if (hasFont) copyFileSync(font, join(out, 'noto-sans-sc.woff2'));

const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const groups = new Map();
let count = 0;

const files = existsSync(attachments) ? readdirSync(attachments, { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
for (const dir of files) {
  for (const name of readdirSync(join(attachments, dir.name)).filter((n) => n.includes('-actual-')).sort()) {
    const match = name.match(/^(.*)-(ClassicBlue|OceanBlue|TechBlue)-actual-(.*)$/);
    const [story, theme, suffix] = match ? [match[1], match[2], match[3]] : [name.replace(/-actual-.*/, ''), '—', name.replace(/.*-actual-/, '')];
    const base = `${story}${match ? `-${theme}` : ''}`;
    const images = {
      baseline: join(baselines, dir.name, `${base}-${suffix}`),
      actual: join(attachments, dir.name, name),
      diff: join(attachments, dir.name, name.replace('-actual-', '-diff-')),
    };
    const row = { theme, images: {} };
    for (const [kind, path] of Object.entries(images)) {
      if (!existsSync(path)) continue;
      const target = `img/${count}-${kind}.png`;
      copyFileSync(path, join(out, target));
      row.images[kind] = target;
    }
    count++;
    const key = `${dir.name} › ${story}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(row);
  }
}

const sections = [...groups.entries()]
  .map(([key, rows]) => {
    rows.sort((a, b) => themes.indexOf(a.theme) - themes.indexOf(b.theme));
    const body = rows
      .map((row) => {
        const cell = (kind, label) =>
          `<figure><figcaption>${label}</figcaption>${row.images[kind] ? `<a href="${row.images[kind]}" target="_blank" title="查看原图"><img src="${row.images[kind]}" alt="${label}"></a>` : '<p>（无）</p>'}</figure>`;
        return `<h3>${escape(row.theme)}</h3><div class="row">${cell('baseline', '基线')}${cell('actual', '实际')}${cell('diff', '差异')}</div>`;
      })
      .join('\n');
    return `<section><h2>${escape(key)}</h2>${body}</section>`;
  })
  .join('\n');

writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>视觉差异报告</title>
<style>${hasFont ? "@font-face{font-family:'Noto Sans SC';src:url(noto-sans-sc.woff2) format('woff2')}" : ''}body{font-family:'Noto Sans SC',sans-serif;margin:24px;background:#fafafa;color:#1f2329}.row{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}
figure{margin:0;background:#fff;border:1px solid #ddd;padding:8px}img{max-width:100%;display:block}h2{border-bottom:2px solid #1668dc}</style>
<h1>视觉差异报告</h1><p>共 ${count} 张截图与基线不一致（点击图片查看原尺寸）。确认无误后运行 <code>npm run test:update</code> 接受为新基线。</p>
${sections || '<p>上次测试没有截图差异。</p>'}</html>\n`,
);
console.log(`visual-report: ${count} 处差异 → ${join(out, 'index.html')}`);
