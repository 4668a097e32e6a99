// The panel's own texts.
export const appMessages = {
  app: {
    saved_create: '%{name} foi cadastrado com sucesso!',
    saved_update: '%{name} foi atualizado com sucesso!',
    empty: 'Nenhum item encontrado',
    save: 'Salvar',
    save_changes: 'Salvar Alterações',
    search: 'Buscar',
  },
};
