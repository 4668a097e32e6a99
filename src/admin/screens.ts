// The panel's screens: which entity each route shows, with the spec's titles and texts. Generic
// list and form screens are built from this plus the entity's schema (src/generated/registry).
import { entities, type EntityName } from '../generated/registry';
import type { EntityModel, Operation } from '../shared/entity';

export interface Screen {
  /** React-admin resource name and list route: 'brand' → /brand. */
  resource: string;
  entity: EntityName;
  /** List title. */
  title: string;
  /** Form route without the id: 'form-brand' → /form-brand and /form-brand/:id. */
  form?: string;
  formTitle?: string;
  /** Text of the create button ('Novo Segmento'); defaults to 'Cadastrar'. */
  createLabel?: string;
  /** Shown when the list is empty. */
  empty?: string;
  /** List columns; defaults to the entity's x-list. */
  columns?: string[];
  /** Form fields in order; defaults to every writable field. */
  fields?: string[];
  /** Only admins may open it; others are sent to /. */
  adminOnly?: boolean;
  /** API calls that differ from <x-path>/<operation>. */
  calls?: Partial<Record<Operation, string>>;
  /** Where a successful save goes; defaults to the list. */
  afterSave?: string;
}

export const screens: Screen[] = [
  {
    resource: 'definition',
    entity: 'definition',
    title: 'Definições de Segmentos',
    form: 'form-definition',
    createLabel: 'Novo Segmento',
    columns: ['id', 'name'],
    adminOnly: true,
  },
  {
    resource: 'category',
    entity: 'category',
    title: 'Gerenciamento de Categorias',
    form: 'form-category',
    createLabel: 'Nova Categoria',
    columns: ['id', 'definition_name', 'name', 'google_product_category'],
    adminOnly: true,
  },
  {
    resource: 'sub-category',
    entity: 'sub_category',
    title: 'Subcategorias',
    form: 'form-subcategory',
    createLabel: 'Nova Subcategoria',
    adminOnly: true,
  },
  { resource: 'brand', entity: 'brand', title: 'Marcas', form: 'form-brand', createLabel: 'Nova Marca' },
  {
    resource: 'product-group',
    entity: 'product_group',
    title: 'Grupos de Produto',
    form: 'form-product-group',
    createLabel: 'Novo Grupo',
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
  },
  {
    resource: 'variation-group',
    entity: 'variation_group',
    title: 'Grupos de Variação',
    form: 'form-variation-group',
    createLabel: 'Novo Grupo de Variação',
  },
  { resource: 'comments', entity: 'comment', title: 'Comentários' },
  // Reference data used by pickers (no screen of their own yet).
  {
    resource: 'company',
    entity: 'company',
    title: 'Lista de Clientes',
    form: 'form-company',
    adminOnly: true,
  },
  { resource: 'size', entity: 'size', title: 'Tamanhos' },
  { resource: 'product', entity: 'product', title: 'Lista de Produtos', form: 'form-product' },
  { resource: 'variation-group-product', entity: 'variation_product', title: 'Produtos da variação' },
];

const byResource = new Map(screens.map((s) => [s.resource, s]));

export function screenOf(resource: string): Screen | undefined {
  return byResource.get(resource);
}

export function modelOf(resource: string): EntityModel {
  const screen = byResource.get(resource);
  const model = screen ? entities[screen.entity] : entities[resource as EntityName];
  if (!model) throw new Error(`Recurso desconhecido: ${resource}`);
  return model;
}

/** The resource (route) that shows an entity, for references between entities. */
export function resourceOf(entity: string): string {
  return screens.find((s) => s.entity === entity)?.resource ?? entity;
}

/** The API path of one call of a resource: /brand/index, /users/index-store, … */
export function callOf(resource: string, op: Operation): string {
  const custom = byResource.get(resource)?.calls?.[op];
  if (custom) return custom;
  const model = modelOf(resource);
  if (!model.path) throw new Error(`${resource} não tem chamadas na API`);
  return `${model.path}/${op}`;
}

export const listPath = (resource: string) => `/${resource}`;
export const formPath = (resource: string, id?: string | number) => {
  const form = byResource.get(resource)?.form ?? `form-${resource}`;
  return id === undefined ? `/${form}` : `/${form}/${id}`;
};
