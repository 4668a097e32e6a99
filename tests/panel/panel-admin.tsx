// React-admin's context for panel component tests, with the panel registry's directory that App
// provides in the real app (the generic layer asks it about screens: generic/screen.ts).
import { AdminContext, type AdminContextProps } from 'react-admin';
import { DirectoryContext } from '../../src/admin/generic/screen';
import { directory } from '../../src/admin/registry';

export function TestAdmin(props: AdminContextProps) {
  return (
    <DirectoryContext.Provider value={directory}>
      <AdminContext {...props} />
    </DirectoryContext.Provider>
  );
}
