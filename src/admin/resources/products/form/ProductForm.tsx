// Placeholder replaced by the product form (issue 5).
import { SchemaCreate, SchemaEdit } from '../../../generic/SchemaForm';
import { ResourceContextProvider } from 'react-admin';
import { GridSection } from '../grid/GridSection';
import { ImagesSection } from '../images/ImagesSection';

export function ProductCreate() {
  return (
    <ResourceContextProvider value="product">
      <SchemaCreate />
    </ResourceContextProvider>
  );
}

export function ProductEdit() {
  void GridSection;
  void ImagesSection;
  return (
    <ResourceContextProvider value="product">
      <SchemaEdit />
    </ResourceContextProvider>
  );
}
