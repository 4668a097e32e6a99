// Which tables a signed-in call wrote, told to listeners once its transaction has committed (never
// on rollback), so a cache elsewhere (the catalogue feed's, reports/feed-cache.ts) can drop what the
// call made stale. The request scope (request-scope.ts) watches every query of its transaction with
// the plugin below: only Kysely-built INSERT, UPDATE and DELETE are seen — writes made by raw `sql`,
// by triggers or outside a request (migrations, scripts) are not, and such caches keep a short TTL.
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';
import type { Database } from '../db/connect.js';

export interface CommittedWrites {
  /** Tables written by the committed transaction. */
  tables: ReadonlySet<string>;
  /** The store the caller acts for: a store user's own; undefined for an admin (any store). */
  store: number | undefined;
}

type Listener = (writes: CommittedWrites) => void;

/** Per database handle, so two apps in one process (the tests' two backends) never mix. */
const listeners = new WeakMap<Database, Set<Listener>>();

export function onCommittedWrites(db: Database, listener: Listener): void {
  const set = listeners.get(db) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(db, set);
}

export function notifyCommittedWrites(db: Database, writes: CommittedWrites): void {
  if (!writes.tables.size) return;
  for (const listener of listeners.get(db) ?? []) listener(writes);
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node) && TableNode.is(node.node)) return node.node.table.identifier.name;
  return undefined;
}

/** Records the table of every INSERT, UPDATE and DELETE it sees; changes nothing. */
export class WrittenTables implements KyselyPlugin {
  readonly tables = new Set<string>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    const written = InsertQueryNode.is(node)
      ? [node.into]
      : UpdateQueryNode.is(node)
        ? [node.table]
        : DeleteQueryNode.is(node)
          ? node.from.froms
          : [];
    for (const item of written) {
      const name = tableName(item);
      if (name) this.tables.add(name);
    }
    return node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
