// The panel's screens: which entity each route shows, with the spec's titles and texts. Generic
// list and form screens are built from this plus the entity's schema (src/generated/registry).
import type { RouteAccess } from './access';
import { areas } from './areas';
import { entities, type EntityName } from '../generated/registry';
import type { EntityModel, Operation } from '../shared/entity';

/**
 * A call a screen makes: the generic ones, plus 'options' (the list a dropdown offers; the index
 * unless the spec names another call, e.g. /category/index-with-filter).
 */
export type Call = Operation | 'options';

export interface Screen {
  /** React-admin resource name and list route: 'brand' → /brand. */
  resource: string;
  entity: EntityName;
  /** List title. */
  title: string;
  /** Form route without the id: 'form-brand' → /form-brand and /form-brand/:id. No form: list only. */
  form?: string;
  /** Form titles; default 'Cadastrar {label}' / 'Editar {label}'. */
  createTitle?: string;
  editTitle?: string;
  /** Text of the floating create button ('Novo Segmento'); defaults to 'Cadastrar'. */
  createLabel?: string;
  /** Shown when the list is empty; defaults to 'Nenhum item encontrado'. */
  empty?: string;
  /** List columns; defaults to the entity's x-list. */
  columns?: string[];
  /** Column headers where the spec names them differently from the field's label. */
  headers?: Record<string, string>;
  /** Form fields in order; defaults to every writable field. */
  fields?: string[];
  /**
   * Who may open the list and forms, where the spec sets it apart from the entity's x-access (by
   * default a screen with a form needs write access to the entity, a list alone read access: see
   * access.ts).
   */
  access?: RouteAccess;
  /** API calls that differ from <x-path>/<operation>. */
  calls?: Partial<Record<Call, string>>;
  /** Where a successful save goes; defaults to the list. */
  afterSave?: string;
}

const coreScreens: Screen[] = [
  {
    resource: 'definition',
    entity: 'definition',
    title: 'Definições de Segmentos',
    form: 'form-definition',
    createLabel: 'Novo Segmento',
    columns: ['id', 'name'],
    headers: { name: 'Nome do Segmento' },
  },
  {
    resource: 'category',
    entity: 'category',
    title: 'Gerenciamento de Categorias',
    form: 'form-category',
    createLabel: 'Nova Categoria',
    columns: ['id', 'definition_name', 'name', 'google_product_category'],
    headers: { name: 'Categoria' },
    fields: ['definition_id', 'name', 'google_product_category', 'gender_types'],
    calls: { options: '/category/index-with-filter' },
  },
  {
    resource: 'sub-category',
    entity: 'sub_category',
    title: 'Subcategorias',
    form: 'form-subcategory',
    createLabel: 'Nova Subcategoria',
    headers: { name: 'Subcategoria' },
    fields: ['definition_id', 'category_id', 'name'],
    calls: { options: '/sub-category/index-with-filter' },
  },
  { resource: 'brand', entity: 'brand', title: 'Marcas', form: 'form-brand', createLabel: 'Nova Marca' },
  {
    resource: 'product-group',
    entity: 'product_group',
    title: 'Grupos de Produto',
    form: 'form-product-group',
    createLabel: 'Novo Grupo de Produto',
  },
  {
    resource: 'atribute-group',
    entity: 'atribute_group',
    title: 'Grupos de Atributo',
    form: 'form-atribute-group',
    createLabel: 'Novo Grupo de Atributo',
  },
  {
    resource: 'atribute',
    entity: 'atribute',
    title: 'Atributos',
    form: 'form-atribute',
    createLabel: 'Novo Atributo',
    fields: ['atribute_group_id', 'name', 'additional_price', 'typeable', 'active'],
  },
  {
    resource: 'variation-group',
    entity: 'variation_group',
    title: 'Grupos de Variação',
    form: 'form-variation-group',
    createLabel: 'Novo Grupo de Variação',
    fields: ['variation_name', 'name', 'field_name', 'gender_types', 'active'],
  },
  // Comments are written by shoppers on the storefront: the panel only shows and hides them.
  { resource: 'comments', entity: 'comment', title: 'Comentários' },
  // Reference data used by pickers and screens that later issues build.
  { resource: 'size', entity: 'size', title: 'Tamanhos' },
  {
    resource: 'variation-group-product',
    entity: 'variation_product',
    title: 'Produtos da variação',
    calls: { index: '/variation-group-product/index-by-group' },
  },
];

/** The core screens plus those of every area (areas/). */
export const screens: Screen[] = [...coreScreens, ...areas.flatMap((a) => a.screens ?? [])];

const byResource = new Map(screens.map((s) => [s.resource, s]));

export function screenOf(resource: string): Screen | undefined {
  return byResource.get(resource);
}

/**
 * The entity a resource shows: its screen's, else the entity of that name ('stock-movement' for
 * stock_movement), else the entity at that API path ('integration-keys-name').
 */
export function findModel(resource: string): EntityModel | undefined {
  const screen = byResource.get(resource);
  if (screen) return entities[screen.entity];
  const name = resource.replaceAll('-', '_');
  if (Object.hasOwn(entities, name)) return entities[name as EntityName];
  return Object.values(entities).find((m) => m.path === `/${resource}`);
}

export function modelOf(resource: string): EntityModel {
  const model = findModel(resource);
  if (!model) throw new Error(`Recurso desconhecido: ${resource}`);
  return model;
}

/** The resource (route) that shows an entity, for references between entities. */
export function resourceOf(entity: string): string {
  return screens.find((s) => s.entity === entity)?.resource ?? entity;
}

/** The API path of one call of a resource: /brand/index, /category/index-with-filter, … */
export function callOf(resource: string, call: Call): string {
  const custom = byResource.get(resource)?.calls?.[call];
  if (custom) return custom;
  if (call === 'options') return callOf(resource, 'index');
  const model = modelOf(resource);
  if (!model.path) throw new Error(`${resource} não tem chamadas na API`);
  return `${model.path}/${call}`;
}

/** Another call of a resource's API path: ('variation-group-product', 'become-main'). */
export function actionOf(resource: string, action: string): string {
  const model = modelOf(resource);
  if (!model.path) throw new Error(`${resource} não tem chamadas na API`);
  return `${model.path}/${action}`;
}

/** The header of a list column: the spec's name on this screen, else the field's label. */
export function headerOf(resource: string, field: string): string {
  return byResource.get(resource)?.headers?.[field] ?? modelOf(resource).properties[field]?.label ?? field;
}

export const listPath = (resource: string) => `/${resource}`;
export const formPath = (resource: string, id?: string | number) => {
  const form = byResource.get(resource)?.form ?? `form-${resource}`;
  return id === undefined ? `/${form}` : `/${form}/${id}`;
};
