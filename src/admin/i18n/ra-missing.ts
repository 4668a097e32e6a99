// Keys react-admin 5 has that ra-language-portuguese (written for v4) lacks, in pt-BR.
export const raMissingMessages = {
  ra: {
    action: {
      select_all: 'Selecionar tudo',
      reset: 'Redefinir',
      update: 'Atualizar',
      open: 'Abrir',
    },
    page: { empty: 'Nenhum registro', invite: 'Deseja cadastrar um?', access_denied: 'Acesso negado' },
    navigation: {
      page: 'Página %{page}',
      first: 'Primeira página',
      last: 'Última página',
      previous: 'Página anterior',
      no_filtered_results: 'Nenhum resultado com os filtros atuais.',
      clear_filters: 'Limpar filtros',
    },
  },
};
