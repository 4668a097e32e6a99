// The field that names a record of an entity in dropdowns and cells (name, fantasy_name, …).
import { entities } from '../../generated/registry';

export function representationOf(entity: string): string {
  const model = entities[entity as keyof typeof entities];
  const candidates = ['name', 'fantasy_name', 'variation_name', 'code', 'key_name', 'size'];
  return candidates.find((c) => model?.properties[c]) ?? 'id';
}
