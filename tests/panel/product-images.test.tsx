// @vitest-environment jsdom
// Product photos (spec sections 2 and 5). The browser-free decisions: the size a photo is reduced
// to (at most 800×1000, never enlarged), which files are HEIC/HEIF, the EXIF orientation read from
// a JPEG and the canvas turn it asks for. Then the 'Imagens' section as a store user meets it: the
// cards ordered as the server lists them, the full-size dialog, saving relevance / colour / video
// link, deleting after the question, the empty text, and an upload of two photos one call each.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider, TestAdmin } from './panel-admin';
import { type Answer, authAs, fakeFetch, type Row } from '../helpers/panel-fetch';
import { i18nProvider } from '../../src/admin/i18n';
import { ImagesSection } from '../../src/admin/areas/catalogue/products/images/ImagesSection';
import {
  fitWithin,
  isHeic,
  isImageFile,
  jpegOrientation,
  nextRelevance,
  orientationTransform,
  progressText,
} from '../../src/admin/areas/catalogue/products/images/resize';

// jsdom has no canvas: the drawing is Chromium's business (e2e/product-images.spec.ts).
vi.mock('../../src/admin/areas/catalogue/products/images/prepare', () => ({
  prepareImage: async (file: File) => `data:image/jpeg;base64,${btoa(file.name)}`,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('resize maths', () => {
  it('fits a photo inside 800×1000 keeping its shape, never enlarging it', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(600, 2000)).toEqual({ width: 300, height: 1000 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 750, height: 1000 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(800, 1000)).toEqual({ width: 800, height: 1000 });
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
  });

  it('tells the progress and gives new photos the relevance after the highest, up to 15', () => {
    expect(progressText(2, 5)).toBe('Enviando 2 de 5…');
    expect(nextRelevance(0, 0)).toBe(1);
    expect(nextRelevance(3, 1)).toBe(5);
    expect(nextRelevance(14, 3)).toBe(15);
  });
});

describe('file types', () => {
  it('recognises HEIC/HEIF by type or by extension', () => {
    expect(isHeic({ name: 'foto.jpg', type: 'image/heic' })).toBe(true);
    expect(isHeic({ name: 'foto', type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'img.heif', type: 'application/octet-stream' })).toBe(true);
    expect(isHeic({ name: 'foto.jpg', type: 'image/jpeg' })).toBe(false);
    expect(isHeic({ name: 'heic.png', type: 'image/png' })).toBe(false);
  });

  it('takes images and HEIC files, nothing else', () => {
    expect(isImageFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'a.heic', type: '' })).toBe(true);
    expect(isImageFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
  });
});

/** A JPEG start (SOI + APP1 Exif) carrying one orientation tag, big- or little-endian. */
function exifJpeg(orientation: number, little = false): ArrayBuffer {
  const tiff = little
    ? [
        0x49,
        0x49,
        0x2a,
        0x00,
        0x08,
        0x00,
        0x00,
        0x00,
        0x01,
        0x00,
        0x12,
        0x01,
        0x03,
        0x00,
        0x01,
        0,
        0,
        0,
        orientation,
        0,
        0,
        0,
      ]
    : [
        0x4d,
        0x4d,
        0x00,
        0x2a,
        0x00,
        0x00,
        0x00,
        0x08,
        0x00,
        0x01,
        0x01,
        0x12,
        0x00,
        0x03,
        0,
        0,
        0,
        1,
        0,
        orientation,
        0,
        0,
      ];
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff, 0, 0, 0, 0];
  const length = app1.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...app1, 0xff, 0xda]).buffer;
}

describe('EXIF orientation', () => {
  it('reads the orientation of a JPEG, 1 when there is none', () => {
    expect(jpegOrientation(exifJpeg(6))).toBe(6);
    expect(jpegOrientation(exifJpeg(8, true))).toBe(8);
    expect(jpegOrientation(exifJpeg(3))).toBe(3);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda]).buffer)).toBe(1);
    expect(jpegOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer)).toBe(1);
  });

  /** Where the stored picture's top-left corner lands on the canvas. */
  const topLeft = (o: number, w: number, h: number) => {
    const [a, b, c, d, e, f] = orientationTransform(o, w, h);
    return [a * 0 + c * 0 + e, b * 0 + d * 0 + f];
  };

  it('turns 3 half round, 6 a quarter clockwise and 8 a quarter anticlockwise', () => {
    // A 400×300 stored picture.
    expect(topLeft(3, 400, 300)).toEqual([400, 300]);
    expect(topLeft(6, 400, 300)).toEqual([300, 0]); // top-right of the 300-wide upright photo
    expect(topLeft(8, 400, 300)).toEqual([0, 400]); // bottom-left of the 400-high upright photo
    expect(orientationTransform(1, 400, 300)).toEqual([1, 0, 0, 1, 0, 0]);
  });
});

const auth = authAs(false);

const fakeApi = fakeFetch;

const product = { id: 10, company_id: 7, name: 'Vestido' };
const images: Row[] = [
  {
    id: 1,
    product_id: 10,
    img_name: '/uploads/7/products/aaa-',
    color: 'Preto',
    relevance: 1,
    link_video: null,
  },
  {
    id: 2,
    product_id: 10,
    img_name: '/uploads/7/products/bbb-',
    color: null,
    relevance: 4,
    link_video: null,
  },
];
const page = (rows: Row[]) => [200, { data: rows, total: rows.length, last_page: 1 }] as [number, unknown];
const grid = page([
  { id: 1, product_id: 10, color: 'Preto', size: 'P', active: true },
  { id: 2, product_id: 10, color: 'Azul Marinho', size: 'M', active: true },
  { id: 3, product_id: 10, color: 'Preto', size: 'G', active: true },
]);

function renderSection(answers: Record<string, Answer>) {
  const calls = fakeApi({ '/grid/index': grid, ...answers });
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider}>
        <ImagesSection product={product} />
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
  return calls;
}

const cards = () => screen.getAllByRole('article');

describe('images section', () => {
  it('lists the photos as the server orders them, 300 px thumbnails, 1000 px in the dialog', async () => {
    const calls = renderSection({ '/product-image/index': page(images) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(calls.find((c) => c.path === '/product-image/index')?.body).toMatchObject({ product_id: 10 });
    const thumbnails = screen.getAllByRole('img') as HTMLImageElement[];
    expect(thumbnails.map((i) => i.getAttribute('src'))).toEqual([
      '/uploads/7/products/aaa-300.jpg',
      '/uploads/7/products/bbb-300.jpg',
    ]);
    await userEvent.setup().click(within(cards()[1]).getByTitle('Ver em tamanho real'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/uploads/7/products/bbb-1000.jpg');
  });

  it('says so when the product has no photo', async () => {
    renderSection({ '/product-image/index': page([]) });
    expect(await screen.findByText('Nenhuma imagem cadastrada.')).toBeTruthy();
    expect(screen.getByText('Arraste as fotos aqui ou clique para selecionar')).toBeTruthy();
  });

  it('saves relevance, a grid colour and the video link through change-color', async () => {
    const calls = renderSection({
      '/product-image/index': page(images),
      '/product-image/change-color': [201, { ...images[1], relevance: 7 }],
    });
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const card = cards()[1];
    const save = within(card).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(within(card).getByRole('combobox', { name: /Relevância/ }));
    await user.click(await screen.findByRole('option', { name: '7' }));
    await user.click(within(card).getByLabelText('Cor'));
    // The grid's colours, each once.
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Preto', 'Azul Marinho']);
    await user.click(screen.getByRole('option', { name: 'Azul Marinho' }));
    await user.type(within(card).getByLabelText('Link do Vídeo'), 'https://youtu.be/abc');
    await user.click(save);

    await waitFor(() => expect(calls.some((c) => c.path === '/product-image/change-color')).toBe(true));
    expect(calls.find((c) => c.path === '/product-image/change-color')!.body).toEqual({
      id: 2,
      product_id: 10,
      relevance: 7,
      color: 'Azul Marinho',
      link_video: 'https://youtu.be/abc',
    });
    expect(await screen.findByText('Imagens atualizadas com sucesso!')).toBeTruthy();
  });

  it("shows 'Erro ao salvar imagens.' and the server's message under the field on 422", async () => {
    renderSection({
      '/product-image/index': page(images),
      '/product-image/change-color': [
        422,
        { message: 'Dados inválidos', errors: { link_video: ['Link do Vídeo inválido'] } },
      ],
    });
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const card = cards()[0];
    await user.type(within(card).getByLabelText('Cor'), ' Fosco');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar imagens.')).toBeTruthy();
    expect(await within(card).findByText('Link do Vídeo inválido')).toBeTruthy();
  });

  it('deletes a photo only after the question', async () => {
    let rows = images;
    const calls = renderSection({
      '/product-image/index': () => page(rows),
      '/product-image/delete': (body) => {
        rows = rows.filter((r) => r.id !== body.id);
        return [200, { id: body.id }];
      },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[0]).getByRole('button', { name: 'Excluir imagem' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Tem certeza que deseja excluir esta imagem?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/product-image/delete')).toBe(false);

    await user.click(within(cards()[0]).getByRole('button', { name: 'Excluir imagem' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls.find((c) => c.path === '/product-image/delete')!.body).toEqual({ id: 1 });
  });

  it('sends each photo in its own call, after the highest relevance, then says it was added', async () => {
    let rows: Row[] = [images[1]];
    const calls = renderSection({
      '/product-image/index': () => page(rows),
      '/product-image/save': (body) => {
        const row = { id: rows.length + 10, product_id: 10, img_name: `/uploads/x${rows.length}-`, ...body };
        rows = [...rows, row];
        return [201, row];
      },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const files = [
      new File(['a'], 'frente.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'costas.heic', { type: '' }),
    ];
    await user.upload(screen.getByTestId('image-upload-input'), files);
    expect(await screen.findByText('Imagem adicionada com sucesso!')).toBeTruthy();
    const saves = calls.filter((c) => c.path === '/product-image/save').map((c) => c.body);
    expect(saves).toEqual([
      { product_id: 10, base64: `data:image/jpeg;base64,${btoa('frente.jpg')}`, relevance: 5 },
      { product_id: 10, base64: `data:image/jpeg;base64,${btoa('costas.heic')}`, relevance: 6 },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it("tells 'Erro ao adicionar a imagem.' with the server's reason", async () => {
    renderSection({
      '/product-image/index': page([]),
      '/product-image/save': [
        422,
        { message: 'Dados inválidos', errors: { base64: ['O arquivo enviado não é uma imagem válida'] } },
      ],
    });
    await screen.findByText('Nenhuma imagem cadastrada.');
    await userEvent
      .setup()
      .upload(screen.getByTestId('image-upload-input'), new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Erro ao adicionar a imagem. O arquivo enviado não é uma imagem válida'),
    ).toBeTruthy();
  });
});
