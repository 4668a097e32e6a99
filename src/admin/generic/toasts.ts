// The spec's toasts (section 8): 6 seconds, and a save's success carried to the screen it leads to.
export const TOAST_MS = 6000;

export const savedMessage = (label: string, mode: 'create' | 'edit') =>
  `${label} foi ${mode === 'create' ? 'cadastrado' : 'atualizado'} com sucesso!`;
