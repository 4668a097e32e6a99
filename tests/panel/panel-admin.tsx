// React-admin's context for panel component tests, as App sets it up in the real app: the panel
// registry's directory (the generic layer asks it about screens: generic/screen.ts) and the panel's
// theme (MUI's pt-BR texts among it).
import { AdminContext, type AdminContextProps } from 'react-admin';
import { DirectoryContext } from '../../src/admin/generic/screen';
import { directory } from '../../src/admin/generic/directory';
import { theme } from '../../src/admin/theme';

export function TestAdmin(props: AdminContextProps) {
  return (
    <DirectoryContext.Provider value={directory}>
      <AdminContext theme={theme} {...props} />
    </DirectoryContext.Provider>
  );
}
