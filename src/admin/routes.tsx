// Every route of spec section 2. Generic screens come from screens.ts; the rest are hand-written
// screens or, until their issue lands, an 'Em construção' page — no route is a dead end.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { Loading, ResourceContextProvider } from 'react-admin';
import { AdminOnly } from './guards';
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

/** Admin-only pending screens, with where a store user is sent instead. */
const pendingGuards: Record<string, string> = {
  '/users-store': '/',
  '/form-user': '/',
  '/form-user/:id': '/',
};

export function appRoutes(): ReactNode[] {
  const routes: ReactNode[] = [];
  const areaRoutes = areas.flatMap((a) => a.routes ?? []);
  const owned = new Set(areaRoutes.map((r) => r.path));
  for (const r of areaRoutes) {
    const page = lazyPage(r.element);
    const element = r.adminOnly ? (
      <AdminOnly otherwise={typeof r.adminOnly === 'string' ? r.adminOnly : '/'}>{page}</AdminOnly>
    ) : (
      page
    );
    routes.push(<Route key={r.path} path={r.path} element={element} />);
  }
  for (const screen of screens) {
    if (!screen.form || owned.has(`/${screen.form}`)) continue;
    const wrap = (node: ReactNode) => (
      <ResourceContextProvider value={screen.resource}>
        {screen.adminOnly ? <AdminOnly>{lazyPage(node)}</AdminOnly> : lazyPage(node)}
      </ResourceContextProvider>
    );
    routes.push(<Route key={screen.form} path={`/${screen.form}`} element={wrap(<SchemaCreate />)} />);
    routes.push(
      <Route key={`${screen.form}/:id`} path={`/${screen.form}/:id`} element={wrap(<SchemaEdit />)} />,
    );
  }
  // Store users have one set of payment and delivery settings: the lists are the admin's.
  routes.push(
    <Route
      key="/receive-data"
      path="/receive-data"
      element={
        <AdminOnly otherwise="/form-receive-data">
          <UnderConstruction title="Dados de Recebimento" />
        </AdminOnly>
      }
    />,
    <Route
      key="/delivery-settings"
      path="/delivery-settings"
      element={
        <AdminOnly otherwise="/form-delivery-settings/1">
          <UnderConstruction title="Configurações de Entrega" />
        </AdminOnly>
      }
    />,
    <Route
      key="/integrations/settings/add-key-name"
      path="/integrations/settings/add-key-name"
      element={
        <AdminOnly>
          <UnderConstruction title="Cadastrar Nova Integração" />
        </AdminOnly>
      }
    />,
  );
  for (const [path, title] of Object.entries(pendingScreens)) {
    if (owned.has(path)) continue;
    const page = <UnderConstruction title={title} />;
    const guard = pendingGuards[path];
    routes.push(
      <Route
        key={path}
        path={path}
        element={guard ? <AdminOnly otherwise={guard}>{page}</AdminOnly> : page}
      />,
    );
  }
  routes.push(<Route key="/home" path="/home" element={<Navigate to="/" replace />} />);
  return routes;
}
