// The panel's own texts, and corrections of ra-language-portuguese's.
export const appMessages = {
  ra: {
    message: {
      // Saving a form with something missing: each field says what; this says where to look.
      invalid_form: 'Este formulário não está válido. Corrija os campos indicados.',
    },
  },
  app: {
    saved_create: '%{name} foi cadastrado com sucesso!',
    saved_update: '%{name} foi atualizado com sucesso!',
    empty: 'Nenhum item encontrado',
    save: 'Salvar',
    save_changes: 'Salvar Alterações',
    search: 'Buscar',
  },
};
