// The look of every file drop area of the panel (product photos, banners, logo, favicon, home
// images): a dashed box that lights up while files are dragged over it.
export function dropzoneSx(dragActive: boolean, cursor: string) {
  return {
    border: 2,
    borderStyle: 'dashed',
    borderColor: dragActive ? 'primary.main' : 'divider',
    borderRadius: 1,
    bgcolor: dragActive ? 'action.hover' : 'background.default',
    p: 2,
    textAlign: 'center',
    cursor,
  };
}
