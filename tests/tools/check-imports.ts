// `npm run lint:imports` (part of `npm run lint`): the rules of import-rules.ts over src/'s import
// graph as madge reads it (value and type imports, lazy import()s included). Prints each circle or
// forbidden import and exits 1 when there is any.
import madge from 'madge';
import { forbidden, serverAreaCircles } from './import-rules.js';

const result = await madge('src', {
  fileExtensions: ['ts', 'tsx'],
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const graph = result.obj();
const problems: string[] = [];
for (const circle of result.circular()) problems.push(`círculo: ${[...circle, circle[0]].join(' → ')}`);
for (const [from, tos] of Object.entries(graph))
  for (const to of tos) {
    const why = forbidden(from, to);
    if (why) problems.push(`src/${from} → src/${to}: ${why}`);
  }
for (const circle of serverAreaCircles(graph)) problems.push(`círculo entre áreas do servidor: ${circle}`);

if (problems.length) {
  console.error(`Importações proibidas em src/ (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`src/: ${Object.keys(graph).length} arquivos, nenhum círculo, importações numa só direção.`);
