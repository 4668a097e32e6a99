// The marketing area: coupons (a generic list and form, with the form's own pieces in coupons/ and
// the 'Simular' panel under a saved coupon), the marketing hub and its targets. Birthdays, a hub
// target, are the people area's; the Facebook and Google services' tokens are the settings area's
// integrations. See generic/area.ts.
import type { AreaModule } from '../../generic/area';
import type { Screen } from '../../generic/screen';
import { lazyNamed, lazyPage } from '../../generic/lazy';

const couponPieces = () => import('./coupons/CouponFormPieces');
const ATTRIBUTE_RULES = 'Regras de Atributos';
const COUPON_SECTIONS = [
  { fields: ['code', 'discount_rate', 'discount_value', 'active', 'remove_sale', 'description'] },
  { title: 'Validade', fields: ['init_date', 'expire_date'] },
  // A birthday coupon (/birthdays) is made for one use by one contact.
  { title: 'Uso', fields: ['max_uses', 'contact_id'] },
  {
    title: ATTRIBUTE_RULES,
    fields: ['definition_id', 'category_id', 'product_group_id', 'product_group_rule'],
  },
  { title: 'Regras', fields: ['rule_type', 'rule_products_amount', 'rule_apply_to'] },
];

/** 'Cupons' and /form-coupon[/{id}] (spec section 3); saved toasts 'Cupom foi … com sucesso!'. */
const coupons: Screen = {
  resource: 'coupon',
  entity: 'coupon',
  title: 'Cupons',
  form: 'form-coupon',
  createLabel: 'Novo Cupom',
  searchLabel: 'Buscar por código ou descrição',
  // 'Ativos/Inativos switch (default active)', spec section 3.
  filters: [{ source: 'active', kind: 'status-switch' }],
  columns: [
    { source: 'id', label: 'ID' },
    { source: 'code', label: 'Código' },
    { source: 'description', label: 'Descrição', sortable: false },
    { source: 'discount_rate', label: 'Taxa', display: 'percent' },
    { source: 'discount_value', label: 'Valor', display: 'money' },
    { source: 'expire_date', label: 'Expira em', display: 'datetime' },
    {
      source: 'active',
      label: 'Ativo',
      display: 'switch',
      saved: 'Status do cupom atualizado com sucesso!',
      failed: 'Erro ao atualizar o status do cupom.',
    },
  ],
  card: { title: 'code' },
  // Created on (the schema's default) or off: the Ativo switch shows when creating too.
  createFields: ['company_id', ...COUPON_SECTIONS.flatMap((s) => s.fields)],
  sections: COUPON_SECTIONS,
  formSlots: {
    inputs: { discount_rate: lazyNamed(couponPieces, 'DiscountInput'), discount_value: null },
    sectionEnd: { [ATTRIBUTE_RULES]: lazyNamed(couponPieces, 'ClearRules') },
  },
  below: [lazyPage(() => import('./coupons/SimulatePanel'))],
};

const MarketingHub = lazyPage(() => import('./hub/MarketingHub'));
const AbandonedCarts = lazyPage(() => import('./abandoned-carts/AbandonedCartsPage'));

const CouponPerformancePage = lazyPage(() => import('./analytics/CouponPerformancePage'));
const SegmentsPage = lazyPage(() => import('./segments/SegmentsPage'));

const BoughtTogether = lazyPage(() => import('./bought-together/BoughtTogether'));

export const marketingArea: AreaModule = {
  name: 'marketing',
  screens: [
    coupons,
    {
      // 'Agendar Campanhas': the list at the spec's /campaign-scheduler, the form at /form-campaign.
      resource: 'campaign-scheduler',
      entity: 'campaign',
      title: 'Agendar Campanhas',
      form: 'form-campaign',
      createTitle: 'Nova Campanha',
      editTitle: 'Editar Campanha',
      createLabel: 'Nova Campanha',
      searchLabel: 'Buscar por nome',
      filters: ['segment', { source: 'active', label: 'Ativa' }],
      columns: [
        { source: 'name', label: 'Nome' },
        { source: 'init_date', label: 'Início' },
        { source: 'finish_date', label: 'Fim' },
        { source: 'coupon_id', label: 'Cupom' },
        { source: 'segment', label: 'Público' },
        { source: 'status', label: 'Status' },
      ],
      card: { title: 'name', lines: ['init_date', 'finish_date', 'segment', 'status'] },
      fields: ['name', 'init_date', 'finish_date', 'coupon_id', 'segment', 'message', 'active'],
      afterSave: '/campaign-scheduler',
    },
  ],
  routes: [
    { path: '/marketing', title: 'Marketing', element: <MarketingHub /> },
    { path: '/abandoned-carts', title: 'Recuperar Carrinhos', element: <AbandonedCarts /> },
    { path: '/email-campaign', title: 'Compre Junto', element: <BoughtTogether /> },
    { path: '/campaign-analytics', title: 'Desempenho', element: <CouponPerformancePage /> },
    { path: '/segments', title: 'Segmentar Clientes', element: <SegmentsPage /> },
  ],
  menu: [
    { label: 'Cupons', to: '/coupon', group: 'marketing', order: 10, also: ['/form-coupon'] },
    {
      label: 'Marketing',
      to: '/marketing',
      group: 'marketing',
      order: 20,
      also: [
        '/abandoned-carts',
        '/email-campaign',
        '/campaign-scheduler',
        '/form-campaign',
        '/birthdays',
        '/campaign-analytics',
        '/segments',
        '/integrations/marketing',
      ],
    },
    // The spec points abandoned carts at the coupon list.
    { label: 'Carrinhos Abandonados', to: '/coupon', group: 'marketing', order: 30 },
  ],
};
