// What the generic layer is told about a screen: a Screen is the configuration an area module
// declares (src/admin/areas/<area>/index.tsx) — its list, its form, and the sub-lists of children
// under a saved record (SubListConfig). Types only: every generic module may read them, and this
// module imports none of the generic layer. How the generic layer finds the other screens is the
// directory's (directory-context.ts).
import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { EntityName } from '../../generated/registry';
import type { Call, ListCallName } from '../dataProvider';
import type { DisplayName } from '../../shared/panel-hints';
import type { Level } from '../../shared/policy';
import type { PropertyModel } from '../../shared/entity';
import type { RecordNoun } from './toasts';

export type { Call };

/** A form's mode: a new record ('Salvar') or a saved one ('Salvar Alterações'). */
export type Mode = 'create' | 'edit';

type Values = Record<string, unknown>;
type Row = RaRecord;

/**
 * A screen's access where the spec sets it apart from what its entity implies: the level it needs
 * and where a refused user is sent (default '/').
 */
export interface RouteAccess {
  level?: Level;
  /** Where a refused user goes; ':company_id' stands for the user's own store. */
  otherwise?: string;
  /** The spec's alert for a refused user (e.g. 'Você não tem permissão para alterar este item.'). */
  message?: string;
}

/** A list column: a field, with the screen's header, cell and sorting where they differ. */
export interface ColumnSpec {
  source: string;
  /** Header; defaults to the screen's `headers` or the field's label. */
  label?: string;
  /** The cell (generic/displays.tsx); defaults to what the schema says (x-display, type, format). */
  display?: DisplayName;
  sortable?: boolean;
  /** An inline switch's toasts after saving / failing. */
  saved?: string;
  failed?: string;
  /** The area's own cell, where no display says it (a colour swatch). */
  render?: ComponentType<{ record: RaRecord }>;
  /** The own cell is an action (a link, a button): on a phone's card it sits at its line's right end. */
  action?: boolean;
}
export type Column = string | ColumnSpec;

/**
 * A list filter: a field with x-filter, whose input follows its type (boolean → Todos / Ativos /
 * Inativos, reference → picker, enum → select, date → range), or a switch or date parameter the
 * list call takes beside the entity's fields (Mostrar Inativos, init_date).
 */
export type FilterSpec =
  | string
  | {
      source: string;
      label?: string;
      /**
       * 'toggle': a switch sending true/false; 'date': one date; 'status': Todos/Ativos/Inativos;
       * 'status-switch': a switch between the two (named 'Ativos' on, 'Inativos' off), never all.
       */
      kind?: 'toggle' | 'date' | 'status' | 'status-switch' | 'select' | 'reference' | 'text';
      /** A filter a user cannot clear, e.g. the consumers' final date starts at today. */
      defaultValue?: unknown | (() => unknown);
    };

/** A row's own page: its path, the link's accessible name, and whether it opens in a new tab. */
export interface RowLink {
  to: (record: RaRecord) => string;
  /** The link's accessible name ('Abrir pedido 12 em nova aba'). */
  label: (record: RaRecord) => string;
  newTab?: boolean;
  /** The link's icon; default an arrow leaving the page. */
  icon?: ComponentType<{ fontSize?: 'small' }>;
}

/**
 * Where a successful save leads: a path, or one read from the saved record (a store's settings,
 * addressed by the store: `(r) => \`/form-delivery-settings/${r.company_id}\``); false, or the path
 * already shown, stays on the form, which then shows the saved record.
 */
export type AfterSave = string | false | ((record: RaRecord, mode: 'create' | 'edit') => string | false);

/** A phone card: its title field and the fields on the lines below (defaults: the columns). */
export interface CardSpec {
  title: string;
  lines?: string[];
}

/**
 * The pieces an area gives a generic list in place of (or beside) the generic ones, as react-admin's
 * <List> takes `filters`, `actions` and `empty` and its <Datagrid> `rowClick` and `expand`. Each is a
 * small component of the screen's area folder; it reads the list (useListContext) and its record
 * (useRecordContext) itself. A need of one screen is a slot there, never a new Screen option.
 */
export interface ListSlots {
  /**
   * Beside the title, before the create button (the product list's 'Exportar CSV'); above the list,
   * so it is given the list's filters as the URL holds them.
   */
  actions?: ComponentType<{ filterValues: Record<string, unknown> }>;
  /** In place of the generic filter bar (search, the admin's store, the x-filter fields). */
  filters?: ComponentType;
  /** Above the rows, inside the list (its filters, total and rows are at hand). */
  toolbar?: ComponentType;
  /** Extra buttons in a row's Ações, before the generic pencil (and the row's link). */
  rowActions?: ComponentType;
  /** A row's whole Ações cell, in place of the pencil and `rowActions` (its own edit and delete). */
  row?: ComponentType;
  /** One record on a phone, in place of the generic card of 'label: value' lines. */
  card?: ComponentType;
  /** Shown when the list has no rows, in place of 'Nenhum item encontrado'. */
  empty?: ComponentType;
  /** Under the rows, in place of react-admin's pagination. */
  pagination?: ComponentType;
  /** Around the rows (table or cards): may give them another list context (a sort cycle). */
  rows?: ComponentType<{ children: ReactNode }>;
  /**
   * The area's buttons in the bulk bar, beside the generic Ativar / Desativar / Excluir (the
   * products' 'Alterar marca', the orders' 'Imprimir selecionados'); rows become selectable. It
   * reads the selection (useListContext, or useBulk's records) and runs each row through useBulk
   * (generic/BulkActions.tsx), which reports each row's outcome.
   */
  bulkActions?: ComponentType;
}

/** What an area's form piece receives: the form's mode and fields (their labels and rules). */
export interface FormPieceProps {
  mode: Mode;
  fields: PropertyModel[];
}

/**
 * The pieces an area gives a generic form, as ListSlots are a list's, where the schema's inputs
 * cannot say it (the coupon's Taxa / Valor choice, its 'Limpar Regras'). The fields stay the form's:
 * their defaults, sections, widths and what is sent; a piece reads and sets them through the form
 * (useWatch / useFormContext).
 */
export interface FormSlots {
  /**
   * The area's input in the place of a field's, keyed by the field. null: the field gets no input
   * of its own, because another field's piece edits it too (the discount value, under the rate's).
   */
  inputs?: Record<string, ComponentType<FormPieceProps> | null>;
  /** After the inputs of a section, keyed by the section's title (a button acting on its fields). */
  sectionEnd?: Record<string, ComponentType<FormPieceProps>>;
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
  /**
   * How the screen's messages name a record ('Cliente foi cadastrado…'); defaults to the entity's
   * label, whose gender and number (x-label) the words agree with. A string is masculine singular.
   */
  recordLabel?: RecordNoun;
  /**
   * The form's success toasts, where the spec words them otherwise than '{label} foi
   * cadastrado/atualizado com sucesso!' (agreeing with the label: toasts.ts savedMessage).
   */
  saved?: { create: string; edit: string };
  /** Text of the floating create button ('Novo Segmento'); defaults to 'Cadastrar'. */
  createLabel?: string;
  /** Shown when the list is empty; defaults to 'Nenhum item encontrado'. */
  empty?: string;
  /** List columns; defaults to the entity's x-list. */
  columns?: Column[];
  /** Placeholder of the text search (only for entities with x-search). */
  searchLabel?: string;
  /** false: no text search, though the entity has x-search (a list call that takes no `q`). */
  search?: boolean;
  /** false: no Cliente column for admins (the rows are all of the one store the filter names). */
  storeColumn?: boolean;
  /** List filters beside the search and the admin's store filter. */
  filters?: FilterSpec[];
  /**
   * 'apply': the filters take effect when 'Filtrar' is pressed (the consumer list); an admin must
   * then also pick a store first when `storeFirst`. 'apply-for-admins': so for admins, whose bar
   * holds the store; a store user's filters apply as they change (the contact list).
   */
  filterMode?: 'live' | 'apply' | 'apply-for-admins';
  storeFirst?: boolean;
  /** The phone layout's cards (4 a page). */
  card?: CardSpec;
  /** A row click: opens the edit form (default when there is one) or nothing. */
  rowClick?: 'edit' | false;
  /**
   * Where a row leads instead of a form (an order's detail): a row click and the card open it, and
   * the Ações column holds a link to it (keyboard and screen readers; in a new tab with `newTab`).
   */
  rowLink?: RowLink;
  /**
   * The list reads through a declared call instead of the entity's /index (the order lists'
   * /buy/getPendingBuys), with parameters of its own that no filter changes ({status: 4}).
   */
  listCall?: { name: ListCallName; params?: Record<string, unknown> };
  /** Many columns (the order lists' 10 or 11): narrower cell padding so they fit beside the menu. */
  dense?: boolean;
  /** Column headers where the spec names them differently from the field's label. */
  headers?: Record<string, string>;
  /** Form fields in order; defaults to every writable field. */
  fields?: string[];
  /**
   * The create form's fields where they differ from `fields` (a flag set with the rest when
   * creating, and by its own switch under the saved record: open delivery). Naming 'active' here
   * shows the active switch when creating too (with the schema's default), which the generic
   * create form otherwise leaves out (a coupon).
   */
  createFields?: string[];
  /**
   * Who may open the list and forms, where the spec sets it apart from the entity's x-access (by
   * default a screen with a form needs write access to the entity, a list alone read access).
   */
  access?: RouteAccess;
  /**
   * Who may open the forms where it differs from the list's `access` (the payment settings list
   * is the admin's; a store user's own settings form is not). {} : the entity's write access.
   */
  formAccess?: RouteAccess;
  /** API calls that differ from <x-path>/<operation>. */
  calls?: Partial<Record<Call, string>>;
  /** Calls an admin makes instead (writing for the store picked: /contact-list/save-if-admin). */
  adminCalls?: Partial<Record<Call, string>>;
  /** Where a successful save goes; defaults to the list (an admin's may differ). */
  afterSave?: AfterSave;
  adminAfterSave?: AfterSave;
  /** Editing a record needs more than the list (a store needs full_permission), with the alert. */
  editAccess?: RouteAccess;
  /** Form sections (a title and its fields); defaults to the fields' x-group. */
  sections?: Array<{ title?: string; fields: string[] }>;

  /** The list's own pieces (screen-area components): see ListSlots. */
  slots?: ListSlots;
  /** The form's own pieces (screen-area components): see FormSlots. */
  formSlots?: FormSlots;
  /** The list's first sort, where it is not the schema's (SERVER_ORDER: the call's own order). */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * A hand-written page in place of the generic list, the exception the spec asks for (the Facebook
   * catalogue report: filters, then its rows full screen); a list's own pieces are `slots`.
   */
  list?: ComponentType;
  /** Hand-written screens replacing the generated create or edit form. */
  create?: ComponentType;
  edit?: ComponentType;
  /**
   * What a saved record shows under its form, in order: sub-lists of its children
   * (generic/SubList.tsx) and the area's own sections (a product's images), which read the record
   * with useRecordContext.
   */
  below?: BelowForm[];
}

/** A section under a saved record's form: a sub-list, or the area's own component. */
export type BelowForm = SubListConfig | ComponentType;
export const isSubList = (b: BelowForm): b is SubListConfig => typeof b === 'object' && 'via' in b;

/** What the area's own pieces of a sub-list receive. */
export interface SubListPieceProps {
  parent: RaRecord;
  /** The child row (row actions, cards, dialog inputs; null when adding). */
  record: Row | null;
  reload: () => void;
}
export interface SubListInputsProps {
  parent: RaRecord;
  record: Row | null;
  mode: Mode;
  readOnly: boolean;
}

/**
 * A sub-list's pieces of the parent screen's area, as ListSlots are a list's: each one a component
 * beside the area's screen, given the parent, the row (or null) and `reload`.
 */
export interface SubListSlots {
  /** Buttons in the header, beside 'Cadastrar' (Cadastrar Várias Grades). */
  actions?: ComponentType<SubListPieceProps>;
  /** Extra buttons in each row's Ações (Movimentar Estoque, Tornar principal). */
  rowActions?: ComponentType<SubListPieceProps>;
  /** Each row as the area's card, in place of the table row (a store's addresses). */
  card?: ComponentType<SubListPieceProps & { onEdit: () => void }>;
  /** The add/edit dialog's inputs, in place of the schema's (a grid item's, a promotion's). */
  dialog?: ComponentType<SubListInputsProps>;
  /**
   * Controls in the header filtering the rows ('Mostrar Inativos'): what they set is sent beside
   * the parent's and the config's `filter`.
   */
  filters?: ComponentType<{ filter: Values; setFilter: (filter: Values) => void }>;
  /** Around the rows (folded under a summary: '2 regras cadastradas'). */
  rows?: ComponentType<{ rows: Row[]; isPending: boolean; children: ReactNode }>;
}

export interface SubListConfig {
  /** The child entity and, when it differs from the entity's, the resource its calls use. */
  entity: EntityName;
  resource?: string;
  /** The child's field naming the parent (product_id), and the parent's field it holds (id). */
  via: string;
  parentKey?: string;
  /** Parent fields a saved child carries too (its company_id, for an admin's calls). */
  carry?: string[];
  title: string;
  /** The add button ('Adicionar Telefone'); 'Cadastrar' by default. */
  addLabel?: string;
  /** 'dialog' (default), 'inline' (a row of inputs above the rows) or none. */
  add?: 'dialog' | 'inline' | false;
  /** Whether the add button shows for these rows (a product registers one promotion). */
  canAdd?: (rows: Row[]) => boolean;
  empty?: string;
  /** The table's columns (defaults to the child's x-list); `slots.card` shows each row instead. */
  columns?: Column[];
  /** Marks an inactive row 'Inativo' beside its first cell. */
  markInactive?: boolean;
  /** Filters the rows always have, beside the parent's (an integration page's services). */
  filter?: Values;
  /** Rows a page (pt-BR paging under them); default: every row, up to 1000. */
  perPage?: number;
  /** Where a row leads instead of its edit dialog: a link in Ações, and the row click. */
  link?: RowLink;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** A row click opens the edit dialog. */
  rowClick?: boolean;
  edit?: boolean;
  editLabel?: string;
  /** Delete with the spec's question; `browser`: the browser's own confirmation. */
  remove?: { question: string; title?: string; browser?: boolean; label?: string; done?: string };
  /** The area's pieces: header and row buttons, cards, dialog inputs, filters, a frame for the rows. */
  slots?: SubListSlots;
  dialog?: {
    title?: { create: string; edit: string };
    /** The schema inputs shown (defaults to the child's writable fields; `slots.dialog` replaces them). */
    fields?: string[];
    /** A new child's values (defaults to the schema's). */
    defaults?: Values;
    /** What the form shows of a saved child, and what is sent (default: the fields, plus carry). */
    values?: (record: Row | null, parent: RaRecord) => Values;
    body?: (values: Values, parent: RaRecord, mode: Mode, record: Row | null) => Values;
    /** A refusal worded as an alert at the top of the dialog (406 duplicate, a second active promotion). */
    refusal?: (error: unknown) => string | undefined;
    /** Read-only until this button is pressed ('Alterar Informações'). */
    lock?: string;
    maxWidth?: 'xs' | 'sm' | 'md';
  };
  /** Shown only for some parents (a product with a single stock has no grid). */
  when?: (parent: RaRecord) => boolean;
  /** Toasts after saving (default: '{label} foi cadastrado/atualizado com sucesso!'). */
  saved?: { create: string; edit: string };
}
