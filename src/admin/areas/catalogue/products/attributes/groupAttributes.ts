// The store's attributes under their attribute group, groups and names in alphabetical order, as
// the attributes section shows them.
export interface AttributeRow {
  id: number;
  name: string;
  group_name?: string | null;
  atribute_group_id?: number | null;
  active?: boolean;
}

export interface AttributeGroup {
  name: string;
  attributes: AttributeRow[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

export function groupAttributes(rows: AttributeRow[]): AttributeGroup[] {
  const groups = new Map<string, AttributeRow[]>();
  for (const row of rows) {
    const group = row.group_name || 'Sem grupo';
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return [...groups]
    .map(([name, attributes]) => ({ name, attributes: attributes.sort(byName) }))
    .sort(byName);
}
