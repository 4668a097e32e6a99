// Direct calls to the API contract (ARCHITECTURE.md section 3), to set up rows and check what was
// stored without going through the screens under test.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';

export interface Row {
  id: number;
  [field: string]: unknown;
}

export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async as(request: APIRequestContext, account: Account): Promise<Api> {
    const response = await request.post('/api/users/store-login', {
      data: { email: account.email, password: account.password },
    });
    expect(response.status(), `login de ${account.email}`).toBe(200);
    const { token } = (await response.json()) as { token: string };
    return new Api(request, token);
  }

  async post<T>(path: string, body: object = {}): Promise<{ status: number; json: T }> {
    const response = await this.request.post(`/api${path}`, {
      data: body,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return { status: response.status(), json: (await response.json()) as T };
  }

  async index(path: string, body: object = {}): Promise<Row[]> {
    const { status, json } = await this.post<{ data: Row[] }>(`${path}/index`, body);
    expect(status, `${path}/index`).toBe(200);
    return json.data;
  }

  async save(path: string, body: object): Promise<Row> {
    const { status, json } = await this.post<Row>(`${path}/save`, body);
    expect(status, `${path}/save`).toBe(201);
    return json;
  }

  /**
   * A store of the test's own (an admin's call), named `prefix` plus a unique tail: no other spec
   * touches it, and its sandbox is off, so its payments go to the (fake) providers.
   */
  async newStore(prefix: string): Promise<{ id: number; name: string }> {
    const name = uniqueName(prefix);
    const store = await this.save('/company', {
      fantasy_name: name,
      company: true,
      social_name: `${name} Ltda`,
      cpf_cnpj: '11222333000181',
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@teste.dev`,
    });
    return { id: Number(store.id), name };
  }
}

/** A name no other test (or earlier run on a reused server) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
