// `npm run lint` runs this: the import graph of src/ (value and type imports, lazy import()s
// included) must have no circle, and imports go one way (ARCHITECTURE.md §2):
// - panel: areas → generic → the app shell's transport (api, data and auth providers, i18n); no
//   area imports another area, the layout or App; generic imports no area, the layout or App;
// - server: the product areas import each other one way only (payments → orders → catalogue, never
//   back), so a piece two areas need lives below them (db/, http/, crud/) or in src/shared;
// - shared imports neither tier; neither tier imports the other.
// The rules, as pure functions of the import graph (check-imports.ts runs them over src/).

const PANEL_SHELL = /^admin\/(api|dataProvider|authProvider|permissions|theme)\.tsx?$|^admin\/i18n\//;
const SERVER_AREAS = [
  'audit',
  'catalogue',
  'dashboard',
  'marketing',
  'orders',
  'payments',
  'people',
  'reports',
  'settings',
  'storefront',
];

const panelArea = (file: string) => /^admin\/areas\/([^/]+)\//.exec(file)?.[1];
const serverArea = (file: string) => {
  const area = /^server\/([^/]+)\//.exec(file)?.[1];
  return area && SERVER_AREAS.includes(area) ? area : undefined;
};

/** Why `from` may not import `to`, or undefined when it may. */
export function forbidden(from: string, to: string): string | undefined {
  if (from.startsWith('shared/') && (to.startsWith('admin/') || to.startsWith('server/')))
    return 'src/shared é de ambas as camadas: não importa nenhuma delas';
  if (from.startsWith('admin/') && to.startsWith('server/')) return 'o painel não importa o servidor';
  if (from.startsWith('server/') && to.startsWith('admin/')) return 'o servidor não importa o painel';
  const isShell = (f: string) => /^admin\/(App|main)\.tsx$/.test(f) || f.startsWith('admin/layout/');
  if (from.startsWith('admin/generic/') && (to.startsWith('admin/areas/') || isShell(to)))
    return 'generic/ não importa as áreas, o layout nem o App';
  const area = panelArea(from);
  if (area) {
    const other = panelArea(to);
    if (other && other !== area)
      return `a área ${area} não importa a área ${other}: leve a peça para generic/ ou src/shared`;
    if (to === 'admin/areas/index.ts' || isShell(to))
      return 'uma área não importa a lista de áreas, o layout nem o App';
  }
  if (
    PANEL_SHELL.test(from) &&
    (to.startsWith('admin/generic/') || to.startsWith('admin/areas/') || isShell(to))
  )
    return 'o transporte do painel (api, data e auth providers, i18n) fica abaixo de generic/ e das áreas';
  return undefined;
}

/** Server areas: a folder-level circle (orders → payments → orders) is refused too. */
export function serverAreaCircles(graph: Record<string, string[]>): string[] {
  const edges = new Map<string, Set<string>>();
  for (const [from, tos] of Object.entries(graph))
    for (const to of tos) {
      const a = serverArea(from);
      const b = serverArea(to);
      if (a && b && a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
  const circles: string[] = [];
  for (const [a, tos] of edges)
    for (const b of tos) if (a < b && edges.get(b)?.has(a)) circles.push(`server/${a} ⇄ server/${b}`);
  return circles;
}
