// What the generic layer is told about a screen, and how it finds the other screens: a Screen is the
// configuration an area module declares (src/admin/areas/); the Directory answers questions about
// every screen (which resource shows an entity, a form's path). The generic layer imports neither
// the areas nor the registry: App provides the directory (DirectoryContext), so the generic pieces
// are plain components over configuration.
import { createContext, useContext, type ComponentType } from 'react';
import type { EntityName } from '../../generated/registry';
import type { EntityModel, Operation } from '../../shared/entity';
import type { Level } from '../../shared/policy';

/**
 * A call a screen makes: the generic ones, plus 'options' (the list a dropdown offers; the index
 * unless the spec names another call, e.g. /category/index-with-filter).
 */
export type Call = Operation | 'options';

/**
 * A screen's access where the spec sets it apart from what its entity implies: the level it needs
 * and where a refused user is sent (default '/').
 */
export interface RouteAccess {
  level?: Level;
  otherwise?: string;
}

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
   * default a screen with a form needs write access to the entity, a list alone read access).
   */
  access?: RouteAccess;
  /** API calls that differ from <x-path>/<operation>. */
  calls?: Partial<Record<Call, string>>;
  /** Where a successful save goes; defaults to the list. */
  afterSave?: string;
  /** Hand-written screens replacing the generated list, create or edit form. */
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** Extra buttons in a list row's Ações column. */
  rowActions?: ComponentType;
  /** Sections shown under the edit form of a saved record. */
  editSections?: ComponentType[];
}

/** Every screen's configuration, asked by resource or entity. */
export interface Directory {
  screens: Screen[];
  screenOf(resource: string): Screen | undefined;
  /** The entity a resource shows (its screen's, or the entity of that name or API path). */
  findModel(resource: string): EntityModel | undefined;
  modelOf(resource: string): EntityModel;
  /** The resource (route) that shows an entity, for references between entities. */
  resourceOf(entity: string): string;
  /** The API path of one call of a resource: /brand/index, /category/index-with-filter, … */
  callOf(resource: string, call: Call): string;
  headerOf(resource: string, field: string): string;
  listPath(resource: string): string;
  formPath(resource: string, id?: string | number): string;
}

export const DirectoryContext = createContext<Directory | null>(null);

export function useDirectory(): Directory {
  const directory = useContext(DirectoryContext);
  if (!directory) throw new Error('DirectoryContext: the panel registry was not provided');
  return directory;
}
