// Tenant scope by construction: a Kysely plugin that limits every query of a request to one store.
// Each store-owned table named in a FROM, JOIN, UPDATE or DELETE (subqueries included) gets
// `<table or alias>.company_id = <store>` (in the ON of a join, so a left join still reads "absent"),
// the company table gets `id = <store>`, and an INSERT into a store-owned table must carry that
// store's company_id. Authors write queries as if the store did not exist; they cannot forget it.
// Raw `sql` fragments are not parsed: a FROM written in raw SQL is not scoped, so there is none.
import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  type DeleteQueryNode,
  IdentifierNode,
  type InsertQueryNode,
  JoinNode,
  type KyselyPlugin,
  OnNode,
  type OperationNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  PrimitiveValueListNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  ReferenceNode,
  type RootOperationNode,
  type SelectQueryNode,
  TableNode,
  type UnknownRow,
  type UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
} from 'kysely';
import { entities } from '../../generated/registry.js';
import { ORDER_DAY_TABLES } from '../db/order-days.js';

/** Store-owned tables, keyed by name, with the column that names their store. */
const STORE_COLUMN = new Map<string, string>([
  ...Object.values(entities)
    .filter((m) => m.tenant)
    .map((m) => [m.table, 'company_id'] as [string, string]),
  // The stores themselves: a store user only ever reads its own.
  [entities.company.table, 'id'],
  // The per-store row counts the writes keep (codegen/counts.ts).
  ['row_count', 'company_id'],
  // The per-store, per-day order summaries (db/order-days.ts).
  ...ORDER_DAY_TABLES.map((table) => [table, 'company_id'] as [string, string]),
]);

export class TenantScopeError extends Error {}

/** The table a FROM/JOIN item names and how the query refers to it (its alias, or its name). */
function tableOf(item: OperationNode): { table: string; ref: string } | undefined {
  if (TableNode.is(item)) {
    const name = item.table.identifier.name;
    return { table: name, ref: name };
  }
  if (AliasNode.is(item) && TableNode.is(item.node) && IdentifierNode.is(item.alias))
    return { table: item.node.table.identifier.name, ref: item.alias.name };
  return undefined;
}

class StoreFilter extends OperationNodeTransformer {
  /** Nodes already scoped: Kysely runs plugins on a subquery's builder and again on its parent. */
  private readonly done = new WeakSet<OperationNode>();

  constructor(
    private readonly companyId: number,
    private readonly readOnly: boolean,
  ) {
    super();
  }

  /** `ref.<store column> = companyId`, or undefined for a table that is not a store's. */
  private condition(item: OperationNode): OperationNode | undefined {
    const named = tableOf(item);
    const column = named && STORE_COLUMN.get(named.table);
    if (!named || !column) return undefined;
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(column), TableNode.create(named.ref)),
      OperatorNode.create('='),
      ValueNode.create(this.companyId),
    );
  }

  private restrict(where: WhereNode | undefined, items: readonly OperationNode[]): WhereNode | undefined {
    let result = where;
    for (const item of items) {
      const filter = this.condition(item);
      if (!filter) continue;
      // The existing filter in parentheses: a raw `a OR b` must not swallow the store condition.
      result = result
        ? WhereNode.create(AndNode.create(ParensNode.create(result.where), filter))
        : WhereNode.create(filter);
    }
    return result;
  }

  private scopeJoins(joins: readonly JoinNode[] | undefined): {
    joins?: readonly JoinNode[];
    crossed: OperationNode[];
  } {
    const crossed: OperationNode[] = [];
    const scoped = joins?.map((join) => {
      const filter = this.condition(join.table);
      if (!filter) return join;
      if (!join.on) {
        crossed.push(join.table);
        return join;
      }
      return JoinNode.cloneWithOn({ ...join, on: OnNode.create(ParensNode.create(join.on.on)) }, filter);
    });
    return { joins: scoped, crossed };
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: QueryId): SelectQueryNode {
    if (this.done.has(node)) return node;
    const inner = super.transformSelectQuery(node, queryId);
    const { joins, crossed } = this.scopeJoins(inner.joins);
    const where = this.restrict(inner.where, [...(inner.from?.froms ?? []), ...crossed]);
    return this.mark({ ...inner, joins, where });
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: QueryId): UpdateQueryNode {
    this.refuseWrite();
    if (this.done.has(node)) return node;
    const inner = super.transformUpdateQuery(node, queryId);
    const { joins, crossed } = this.scopeJoins(inner.joins);
    const targets = [...(inner.table ? [inner.table] : []), ...(inner.from?.froms ?? []), ...crossed];
    return this.mark({ ...inner, joins, where: this.restrict(inner.where, targets) });
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: QueryId): DeleteQueryNode {
    this.refuseWrite();
    if (this.done.has(node)) return node;
    const inner = super.transformDeleteQuery(node, queryId);
    const { joins, crossed } = this.scopeJoins(inner.joins);
    const targets = [...inner.from.froms, ...(inner.using?.tables ?? []), ...crossed];
    return this.mark({ ...inner, joins, where: this.restrict(inner.where, targets) });
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: QueryId): InsertQueryNode {
    this.refuseWrite();
    const inner = super.transformInsertQuery(node, queryId);
    const column = inner.into && STORE_COLUMN.get(inner.into.table.identifier.name);
    if (!column || !inner.into || !inner.values || !ValuesNode.is(inner.values)) return inner;
    const index = inner.columns?.findIndex((c) => c.column.name === column) ?? -1;
    if (index < 0)
      throw new TenantScopeError(`insert into ${inner.into.table.identifier.name} without ${column}`);
    for (const row of (inner.values as ValuesNode).values) {
      const value = PrimitiveValueListNode.is(row)
        ? row.values[index]
        : ValueListNode.is(row) && ValueNode.is(row.values[index])
          ? (row.values[index] as ValueNode).value
          : undefined;
      if (Number(value) !== this.companyId)
        throw new TenantScopeError(`insert into ${inner.into.table.identifier.name} for another store`);
    }
    return inner;
  }

  private mark<T extends OperationNode>(node: T): T {
    this.done.add(node);
    return node;
  }

  private refuseWrite(): void {
    if (this.readOnly) throw new TenantScopeError('writes happen only in the request transaction');
  }
}

/** Limits every query to one store (readOnly: and refuses writes). */
export class StoreFilterPlugin implements KyselyPlugin {
  private readonly filter: StoreFilter;

  constructor(companyId: number, options: { readOnly?: boolean } = {}) {
    this.filter = new StoreFilter(companyId, options.readOnly ?? false);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.filter.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Refuses writes, for requests that run outside a transaction (long reads, streams). */
export class ReadOnlyPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const kind = args.node.kind;
    if (kind === 'InsertQueryNode' || kind === 'UpdateQueryNode' || kind === 'DeleteQueryNode')
      throw new TenantScopeError('writes happen only in the request transaction');
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export const isStoreOwnedTable = (table: string) => STORE_COLUMN.has(table);
