// A client generated from the OpenAPI document (src/generated/openapi-client.d.ts, openapi-typescript,
// written by codegen) calling the real API. What matters is that this file compiles: it names paths,
// bodies, answers and error shapes by the generated types, so a document that drops a route, a
// field or a status breaks `npm run typecheck`. At run time it checks the answers are what the types
// promise (the API suites check every answer against the document itself: helpers/openapi-answers.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components, operations, paths } from '../src/generated/openapi-client.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Json = 'application/json';
/** The POST operations of the document. */
type PostPath = {
  [P in keyof paths]: paths[P]['post'] extends operations[keyof operations] ? P : never;
}[keyof paths];
type Post<P extends PostPath> = paths[P]['post'];
type BodyOf<P extends PostPath> =
  Post<P> extends { requestBody?: { content: Record<Json, infer B> } } ? B : never;
type AnswerOf<P extends PostPath, S extends keyof Post<P>['responses']> = Post<P>['responses'][S] extends {
  content: Record<Json, infer A>;
}
  ? A
  : never;

/** A typed POST: the body must fit the document, the answer is typed by its status. */
async function call<P extends PostPath, S extends keyof Post<P>['responses'] & number>(
  t: TestApp,
  path: P,
  body: BodyOf<P>,
  status: S,
  token?: string,
): Promise<AnswerOf<P, S>> {
  const res = await t.post(path.replace(/^\/api/, ''), body, token);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
  return res.json() as AnswerOf<P, S>;
}

// The document's shapes, named as a client would name them.
type ProductShow = paths['/api/product/show']['post']['responses']['200']['content']['application/json'];
type ProductPage = operations['productPaginateIndex']['responses']['200']['content']['application/json'];
type Brand = components['schemas']['Brand'];
type ValidationError = components['schemas']['ValidationError'];

// The types are strict: were they `any`, these directives would be unused, itself a compile error.
// @ts-expect-error -- the document has no such path
export type NoSuchPath = Post<'/api/brand/nothing'>;
// @ts-expect-error -- a brand has no `nome`
export const wrongBody: BodyOf<'/api/brand/save'> = { nome: 'Marca' };
// @ts-expect-error -- brand/show answers no 418
export type NoSuchStatus = AnswerOf<'/api/brand/show', 418>;

describe.each(backends.slice(0, 1))('a client typed from the OpenAPI document', (backend) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  it('signs in, writes and reads through the typed paths', async () => {
    const login = await call(
      t,
      '/api/users/store-login',
      { email: 'admin@teste.dev', password: 'admin123' },
      200,
    );
    const token: string | undefined = login.token;
    expect(login.user?.admin).toBe(true);

    const brand: Brand = await call(t, '/api/brand/save', { name: 'Marca Tipada' }, 201, w.userA);
    expect(brand.name).toBe('Marca Tipada');
    const shown = await call(t, '/api/brand/show', { id: Number(brand.id) }, 200, w.userA);
    expect(shown.id).toBe(brand.id);

    const page: ProductPage = await call(t, '/api/product/paginate-index', { page: 1 }, 200, w.userA);
    expect(page.total).toBe(0);
    expect(page.data).toEqual([]);
    const product: ProductShow | undefined = page.data?.[0];
    expect(product).toBeUndefined();

    const refused: ValidationError = await call(t, '/api/brand/save', { name: 'x' }, 422, w.userA);
    expect(refused.errors.name).toEqual(['Por favor insira Nome válido']);
    const anonymous = await call(t, '/api/brand/index', {}, 401);
    expect(anonymous.message).toMatch(/login/i);
    expect(token).toEqual(expect.any(String));
  });
});
