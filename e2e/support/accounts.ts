// The demo accounts of ARCHITECTURE.md section 3, created by the server's demo data.
export interface Account {
  key: 'admin' | 'maria' | 'joao';
  email: string;
  password: string;
  /** The name the top bar shows once signed in. */
  name: string;
}

export const admin: Account = {
  key: 'admin',
  email: 'admin@painel.dev',
  password: 'admin123',
  name: 'Administrador da Plataforma',
};

/** Store user of "Moda Viva", full_permission. */
export const maria: Account = {
  key: 'maria',
  email: 'maria@modaviva.dev',
  password: 'loja1234',
  name: 'Maria Oliveira',
};

/** Store user of "Casa Verde", without full_permission. */
export const joao: Account = {
  key: 'joao',
  email: 'joao@casaverde.dev',
  password: 'loja1234',
  name: 'João Pereira',
};

export const accounts = [admin, maria, joao];
