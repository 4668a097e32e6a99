// The panel's own texts, and corrections of ra-language-portuguese's.
export const appMessages = {
  ra: {
    message: {
      // Saving a form with something missing: each field says what; this says where to look.
      invalid_form: 'Este formulário não está válido. Corrija os campos indicados.',
      // react-admin puts its own full stop after this one (layout/NotFound.tsx replaces its page).
      not_found: 'O endereço digitado não existe ou o link está quebrado',
    },
    page: {
      not_found: 'Página não encontrada',
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
