// React-admin's context for panel component tests, as App sets it up in the real app: the directory
// of the panel's areas (the generic layer asks it about screens: generic/directory-context.ts), the
// data provider built over it, and the panel's theme (MUI's pt-BR texts among it).
import { AdminContext, type AdminContextProps } from 'react-admin';
import { areas } from '../../src/admin/areas';
import { buildDataProvider } from '../../src/admin/dataProvider';
import { buildDirectory } from '../../src/admin/generic/directory';
import { DirectoryContext } from '../../src/admin/generic/directory-context';
import { theme } from '../../src/admin/theme';

/** The real panel's directory and data provider (App builds the same from the same areas). */
export const directory = buildDirectory(areas);
export const dataProvider = buildDataProvider(directory.callOf);

export function TestAdmin(props: AdminContextProps) {
  return (
    <DirectoryContext.Provider value={directory}>
      <AdminContext theme={theme} {...props} />
    </DirectoryContext.Provider>
  );
}
