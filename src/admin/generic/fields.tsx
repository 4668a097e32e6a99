// A list column of one field: its header, whether the API sorts by it, and its cell from the
// display registry (displays.tsx).
import { FunctionField } from 'react-admin';
import type { EntityModel } from '../../shared/entity';
import { displayOf, displays } from './displays';
import type { Column, ColumnSpec } from './screen';

export { displayText, enumLabel } from './displays';
export { representationOf } from './representation';

export const columnSpec = (c: Column): ColumnSpec => (typeof c === 'string' ? { source: c } : c);

export function columnFor(model: EntityModel, column: Column, header?: string) {
  const spec = columnSpec(column);
  const p = model.properties[spec.source];
  const label = spec.label ?? header ?? p?.label ?? spec.source;
  // The API sorts only by the schema's x-sort fields: other headers are not clickable.
  const sortable = spec.sortable ?? model.sort.includes(spec.source);
  const { Cell } = displays[displayOf(p, spec)];
  const Own = spec.render;
  return (
    <FunctionField
      key={spec.source}
      source={spec.source}
      label={label}
      sortable={sortable}
      render={(record) =>
        Own ? <Own record={record} /> : <Cell record={record} source={spec.source} p={p} column={spec} />
      }
    />
  );
}
