// react-admin 5 texts that ra-language-portuguese 1.6 (written for v3/v4) lacks, or words with
// other placeholders than v5 passes (%{recordRepresentation} instead of #%{id}), in pt-BR.
// tests/panel/i18n.test.ts checks this against ra-language-english, key by key.
export const raMissingMessages = {
  ra: {
    action: {
      clear_array_input: 'Limpar a lista',
      create_item: 'Criar %{item}',
      remove_all_filters: 'Remover todos os filtros',
      reset: 'Redefinir',
      search_columns: 'Buscar colunas',
      select_all: 'Selecionar tudo',
      select_all_button: 'Selecionar tudo',
      select_row: 'Selecionar esta linha',
      unselect: 'Desmarcar',
      open_menu: 'Abrir menu',
      close_menu: 'Fechar menu',
      update: 'Atualizar',
      move_up: 'Mover para cima',
      move_down: 'Mover para baixo',
      open: 'Abrir',
      toggle_theme: 'Alternar modo claro/escuro',
      select_columns: 'Colunas',
      update_application: 'Recarregar aplicação',
    },
    boolean: {
      null: ' ',
    },
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      empty: 'Ainda não há %{name}.',
      invite: 'Deseja cadastrar um?',
      access_denied: 'Acesso negado',
      authentication_error: 'Erro de autenticação',
    },
    input: {
      password: {
        toggle_visible: 'Ocultar senha',
        toggle_hidden: 'Mostrar senha',
      },
    },
    message: {
      access_denied: 'Você não tem permissão para acessar esta página',
      authentication_error:
        'O servidor de autenticação retornou um erro e não foi possível verificar suas credenciais.',
      auth_error: 'Ocorreu um erro ao validar o token de autenticação.',
      bulk_update_content:
        'Tem certeza que deseja atualizar %{name} %{recordRepresentation}? |||| Tem certeza que deseja atualizar estes %{smart_count} itens?',
      bulk_update_title: 'Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}',
      clear_array_input: 'Tem certeza que deseja limpar a lista inteira?',
      delete_content: 'Tem certeza que deseja excluir este registro de %{name}?',
      delete_title: 'Excluir %{name} %{recordRepresentation}',
      select_all_limit_reached:
        'Há elementos demais para selecionar todos. Somente os primeiros %{max} elementos foram selecionados.',
      unsaved_changes: 'Algumas alterações não foram salvas. Tem certeza que deseja descartá-las?',
      placeholder_data_warning: 'Problema de rede: não foi possível atualizar os dados.',
    },
    navigation: {
      clear_filters: 'Limpar filtros',
      no_filtered_results: 'Nenhum resultado em %{name} com os filtros atuais.',
      no_results: 'Nenhum resultado encontrado em %{name}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir para a página %{page}',
      first: 'Ir para a primeira página',
      last: 'Ir para a última página',
      previous: 'Ir para a página anterior',
      // ra-language-portuguese says 'Próximo': v5 uses it as the next-page button's accessible name.
      next: 'Ir para a próxima página',
      skip_nav: 'Pular para o conteúdo',
      // One wording on every list (ra-language-portuguese says 'Resultados por página:').
      page_rows_per_page: 'Itens por página:',
    },
    sort: {
      // The column's own label as the header shows it ('Ordenar por ID crescente'): English lowers its
      // first letter (%{field_lower_first}), which in pt-BR turned 'ID' into 'iD' and 'Nome' into 'nOME'.
      sort_by: 'Ordenar por %{field} %{order}',
      ASC: 'crescente',
      DESC: 'decrescente',
    },
    auth: {
      email: 'E-mail',
    },
    notification: {
      not_authorized: 'Você não tem autorização para acessar este recurso.',
      application_update_available: 'Uma nova versão está disponível.',
      offline: 'Sem conexão. Não foi possível buscar os dados.',
    },
    validation: {
      unique: 'Deve ser único',
    },
    saved_queries: {
      label: 'Consultas salvas',
      query_name: 'Nome da consulta',
      new_label: 'Salvar consulta atual...',
      new_dialog_title: 'Salvar consulta atual como',
      remove_label: 'Remover consulta salva',
      remove_label_with_name: 'Remover consulta "%{name}"',
      remove_dialog_title: 'Remover consulta salva?',
      remove_message: 'Tem certeza que deseja remover este item da sua lista de consultas salvas?',
      help: 'Filtre a lista e salve esta consulta para depois',
    },
    guesser: {
      empty: {
        title: 'Nenhum dado para exibir',
        message: 'Verifique o seu provedor de dados',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspetor',
        content: 'Passe o mouse sobre os elementos da aplicação para configurá-los',
        reset: 'Redefinir configurações',
        hideAll: 'Ocultar tudo',
        showAll: 'Mostrar tudo',
      },
      Datagrid: {
        title: 'Tabela',
        unlabeled: 'Coluna sem rótulo #%{column}',
      },
      SimpleForm: {
        title: 'Formulário',
        unlabeled: 'Campo sem rótulo #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundário',
        tertiaryText: 'Texto terciário',
      },
    },
  },
};
