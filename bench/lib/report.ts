import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/benchmarks.md');

const HEADER = `# Benchmarks

Measured figures only. Each section is written by its benchmark in \`bench/\` (\`npm run bench -- <name>\`)
and says when and on what it ran. Timings are not tests: the test suite stays fast and never asserts them.
`;

/** Replaces (or appends) the section `name` of docs/benchmarks.md with `body`. */
export function writeSection(name: string, body: string) {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const section = `${start}\n${body.trim()}\n\n_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}._\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, text);
}

/** A markdown table. */
export function table(head: string[], rows: (string | number)[][]) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
