// Every route of spec section 2. Generic screens come from screens.ts; the rest are hand-written
// screens or, until their issue lands, an 'Em construção' page — no route is a dead end.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Guarded } from './guards';
import { UnderConstruction } from './pages/UnderConstruction';
import { areas } from './areas';
import { screens } from './screens';

const SchemaCreate = lazy(() => import('./generic/SchemaForm').then((m) => ({ default: m.SchemaCreate })));
const SchemaEdit = lazy(() => import('./generic/SchemaForm').then((m) => ({ default: m.SchemaEdit })));

const lazyPage = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/** Screens a later issue builds: path → title. */
const laterScreens: Record<string, string> = {
  '/users-store': 'Lista de administradores da Loja',
  '/form-user': 'Usuário',
  '/form-user/:id': 'Usuário',
  '/form-client': 'Contato',
  '/form-client/:id': 'Contato',
  '/users-consumer': 'Lista de Consumidores',
  '/contact-list': 'Lista de Contatos',
  '/birthdays': 'Aniversariantes',
  '/exact-search': 'Busca Exata',
  '/Images': 'Imagens',
  '/pendingBuys': 'Lista de Compras a Serem Aprovadas',
  '/sortingOutBuys': 'Lista de Compras em Separação',
  '/inTransitBuys': 'Lista de Compras Enviadas',
  '/finished': 'Lista de Compras Entregues',
  '/not-finished-buys': 'Lista de Compras Não Finalizadas',
  '/get-buys-canceled': 'Lista de Compras Canceladas',
  '/detailOrder/:id': 'Detalhes do Pedido',
  '/coupon': 'Cupons',
  '/form-coupon': 'Cupom',
  '/form-coupon/:id': 'Cupom',
  '/marketing': 'Marketing',
  '/abandoned-carts': 'Recuperar Carrinhos',
  '/email-campaign': 'Compre Junto',
  '/campaign-scheduler': 'Agendar Campanhas',
  '/campaign-analytics': 'Desempenho',
  '/segments': 'Segmentar Clientes',
  '/form-receive-data': 'Dados de Recebimento',
  '/form-receive-data/:id': 'Dados de Recebimento',
  '/form-delivery-settings': 'Configurações de Entrega',
  '/form-delivery-settings/:id': 'Configurações de Entrega',
  '/integrations/stock': 'Integração de Estoque',
  '/form-integrations/:id': 'Integração',
  '/integrations/marketing/facebook': 'Cadastrar serviço para Facebook',
  '/integrations/marketing/google': 'Cadastrar serviço Google',
  '/reports/orders': 'Relatório de Pedidos',
  '/reports/facebook-catalog': 'Relatório do Catálogo do Facebook',
  '/layout-relevance': 'Relevância dos Produtos',
  '/layout/relevance': 'Relevância dos Produtos',
  '/layout/personalization/navbar': 'Personalização da Navbar',
  '/layout/personalization/banner': 'Organização de banners',
  '/layout/personalization/logo': 'Logo e Favicon',
};

/** The screens still to be built: an area's route of the same path replaces the pending page. */
export const pendingScreens: Record<string, string> = Object.fromEntries(
  Object.entries(laterScreens).filter(([path]) => !areas.some((a) => a.routes?.some((r) => r.path === path))),
);

export function appRoutes(): ReactNode[] {
  const routes: ReactNode[] = [];
  const areaRoutes = areas.flatMap((a) => a.routes ?? []);
  const owned = new Set(areaRoutes.map((r) => r.path));
  // Every route is guarded by access.ts (a route nobody restricts renders as is).
  const guarded = (path: string, node: ReactNode) => (
    <Route key={path} path={path} element={<Guarded path={path}>{lazyPage(node)}</Guarded>} />
  );
  for (const r of areaRoutes) routes.push(guarded(r.path, r.element));
  for (const screen of screens) {
    if (!screen.form || owned.has(`/${screen.form}`)) continue;
    const inResource = (node: ReactNode) => (
      <ResourceContextProvider value={screen.resource}>{node}</ResourceContextProvider>
    );
    routes.push(guarded(`/${screen.form}`, inResource(<SchemaCreate />)));
    routes.push(guarded(`/${screen.form}/:id`, inResource(<SchemaEdit />)));
  }
  for (const [path, title] of Object.entries(pendingScreens)) {
    if (owned.has(path)) continue;
    routes.push(guarded(path, <UnderConstruction title={title} />));
  }
  routes.push(<Route key="/home" path="/home" element={<Navigate to="/" replace />} />);
  return routes;
}
