// Which dropdowns of a form depend on other fields of the same form, read from the schemas: a
// reference whose target entity can be filtered by another field of the form offers only the
// matching choices. The category of a subcategory follows its segment (category.definition_id);
// an admin's attribute group follows the store picked (atribute_group.company_id).
import { entities, type EntityName } from '../../generated/registry';
import type { PropertyModel } from '../../shared/entity';

export interface Dependency {
  /** The form field whose value narrows the choices (definition_id). */
  on: string;
  /** The filter of the referenced entity's list that takes that value (definition_id). */
  filter: string;
}

/** The fields `p` depends on, among the names of the form's fields. */
export function dependenciesOf(p: PropertyModel, form: PropertyModel[]): Dependency[] {
  const target = p.ref ? entities[p.ref as EntityName] : undefined;
  if (!target) return [];
  const deps: Dependency[] = [];
  for (const other of form) {
    if (other.name === p.name || !other.ref) continue;
    const filter = Object.values(target.properties).find(
      (t) => t.ref === other.ref && t.filter && t.name !== 'id' && t.stored,
    );
    if (filter) deps.push({ on: other.name, filter: filter.name });
  }
  return deps;
}
