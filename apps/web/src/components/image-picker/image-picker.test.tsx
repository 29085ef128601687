import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IMAGE_MAX_BYTES,
  imageMessages,
  noImagesFoundMessage,
  type GenerateImageRequest,
} from '@mise/core';
import { createTestQueryClient } from '../../test-utils/render';
import { toastStore } from '../ui/toast-store';
import { ImagePicker } from './image-picker';

const storedUrl = '/uploads/images/1767225600000-abcdefghij234567.jpg';
const stored = {
  url: storedUrl,
  path: 'images/1767225600000-abcdefghij234567.jpg',
  thumb_url: '/uploads/images/1767225600000-abcdefghij234567-thumb.jpg',
  width: 800,
  height: 600,
  content_type: 'image/jpeg',
};

type Route = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let routes: Record<string, Route>;
let fetchCalls: { method: string; url: string; body: unknown }[];

/** A stand-in for XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  fetchCalls = [];
  routes = {
    'GET /api/images/providers': () => json(200, { stock: true, generate: true }),
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    fetchCalls.push({
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (!route) return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    return route(init, url);
  });
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  toastStore.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const recipe: GenerateImageRequest = {
  title: 'Lemon Tart',
  description: 'Sharp and sweet.',
  ingredients: [{ quantity: '3', unit: 'piece', name: 'lemons' }],
  steps: [{ instruction: 'Bake.' }],
  cuisine: 'French',
  dietary_restrictions: ['vegetarian'],
};

let changes: (string | null)[];
function Harness({
  initial = null,
  context = () => recipe,
}: {
  initial?: string | null;
  context?: () => GenerateImageRequest;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        throw new Error('the recipe form must not be submitted from inside the picker');
      }}
    >
      <ImagePicker
        value={value}
        onChange={(url) => {
          changes.push(url);
          setValue(url);
        }}
        recipeContext={context}
      />
    </form>
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}) {
  changes = [];
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

describe('ImagePicker', () => {
  it('offers the four ways as tabs, reachable with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPicker();
    const tablist = screen.getByRole('tablist', { name: 'Image: choose how to add one' });
    await within(tablist).findByRole('tab', { name: 'Generate with AI' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Upload File', 'Image URL', 'Search Images', 'Generate with AI']);
    expect(screen.getByRole('tab', { name: 'Upload File' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Upload File' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Image URL' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Image URL' })).toBeVisible();
  });

  describe('Image URL', () => {
    it.each([
      ['', imageMessages.emptyUrl],
      ['not a url', imageMessages.invalidUrl],
      ['https://example.com/page', imageMessages.notAnImageUrl],
    ])('refuses %j with the spec’s message', async (input, message) => {
      const user = userEvent.setup();
      renderPicker();
      await user.click(screen.getByRole('tab', { name: 'Image URL' }));
      if (input) await user.type(screen.getByRole('textbox', { name: 'Image URL' }), input);
      await user.click(screen.getByRole('button', { name: 'Use this URL' }));
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(changes).toEqual([]);
    });

    it('uses a valid URL on Enter without submitting the recipe form, and shows it', async () => {
      const user = userEvent.setup();
      renderPicker();
      await user.click(screen.getByRole('tab', { name: 'Image URL' }));
      await user.type(
        screen.getByRole('textbox', { name: 'Image URL' }),
        ' https://cdn.example.com/tart.JPG {Enter}',
      );
      expect(changes).toEqual(['https://cdn.example.com/tart.JPG']);
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Selected recipe image' })).toHaveAttribute(
        'src',
        'https://cdn.example.com/tart.JPG',
      );
      expect(screen.getByRole('button', { name: 'Remove image' })).toHaveFocus();
      // Only which outside services are on was asked (to show their tabs), nothing else.
      expect(fetchCalls.map((c) => c.url)).toEqual(['/api/images/providers']);
    });
  });

  describe('a chosen image', () => {
    it('hides the tabs; Remove deletes our stored file, then the tabs come back', async () => {
      const user = userEvent.setup();
      routes[`DELETE /api/images/${encodeURIComponent(stored.path)}`] = () =>
        new Response(null, { status: 204 });
      renderPicker({ initial: storedUrl });
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remove image' }));
      await waitFor(() => expect(changes).toEqual([null]));
      expect(fetchCalls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/api/images/images%2F1767225600000-abcdefghij234567.jpg',
      ]);
      expect(screen.getByRole('tab', { name: 'Upload File' })).toHaveFocus();
    });

    it('only clears a remote picture: nothing to delete', async () => {
      const user = userEvent.setup();
      renderPicker({ initial: 'https://example.com/images/photo.jpg' });
      await user.click(screen.getByRole('button', { name: 'Remove image' }));
      expect(changes).toEqual([null]);
      expect(fetchCalls.some((c) => c.method === 'DELETE')).toBe(false);
    });

    it('clears the picture even when its file cannot be deleted, and says so', async () => {
      const user = userEvent.setup();
      routes[`DELETE /api/images/${encodeURIComponent(stored.path)}`] = () =>
        json(500, { error: { code: 'INTERNAL', message: 'boom' } });
      renderPicker({ initial: storedUrl });
      await user.click(screen.getByRole('button', { name: 'Remove image' }));
      await waitFor(() => expect(changes).toEqual([null]));
      expect(toastStore.getSnapshot()[0]).toMatchObject({ variant: 'warning' });
    });
  });

  describe('Upload File', () => {
    it('refuses a file over 5 MB or of another type before sending anything', async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderPicker();
      const input = screen.getByLabelText('Choose an image file');
      await user.upload(input, file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1));
      expect(screen.getByRole('alert')).toHaveTextContent(imageMessages.fileTooLarge);
      await user.upload(input, file('logo.svg', 'image/svg+xml'));
      expect(screen.getByRole('alert')).toHaveTextContent(imageMessages.wrongType);
      expect(FakeXhr.last).toBeNull();
    });

    it('shows progress, then the uploaded picture', async () => {
      const user = userEvent.setup();
      renderPicker();
      await user.upload(
        screen.getByLabelText('Choose an image file'),
        file('tart.png', 'image/png'),
      );
      const xhr = FakeXhr.last!;
      expect(xhr.method).toBe('POST');
      expect(xhr.url).toBe('/api/images');
      expect((xhr.body?.get('file') as File).name).toBe('tart.png');
      act(() => xhr.progress(500, 1000));
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'value',
        '50',
      );
      expect(screen.getByText('50%')).toBeInTheDocument();
      act(() => xhr.respond(201, stored));
      await waitFor(() => expect(changes).toEqual([storedUrl]));
      expect(screen.getByRole('img', { name: 'Selected recipe image' })).toHaveAttribute(
        'src',
        storedUrl,
      );
    });

    it('keeps a file the server refused by its bytes on the Upload tab', async () => {
      const user = userEvent.setup();
      renderPicker();
      await user.upload(screen.getByLabelText('Choose an image file'), file('a.png', 'image/png'));
      act(() =>
        FakeXhr.last!.respond(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: imageMessages.wrongType,
            fields: { file: imageMessages.wrongType },
          },
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(imageMessages.wrongType);
      expect(screen.getByRole('tab', { name: 'Upload File' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    it('moves to the Image URL tab with the reason when the upload fails', async () => {
      const user = userEvent.setup();
      renderPicker();
      await user.upload(screen.getByLabelText('Choose an image file'), file('a.jpg', 'image/jpeg'));
      act(() =>
        FakeXhr.last!.respond(502, {
          error: { code: 'UPSTREAM_FAILED', message: imageMessages.bucketMissing },
        }),
      );
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: 'Image URL' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(imageMessages.bucketMissing);
      expect(screen.getByRole('textbox', { name: 'Image URL' })).toBeVisible();
    });

    it('moves to the Image URL tab when the server cannot be reached', async () => {
      const user = userEvent.setup();
      renderPicker();
      await user.upload(screen.getByLabelText('Choose an image file'), file('a.jpg', 'image/jpeg'));
      act(() => FakeXhr.last!.onerror?.());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error uploading file: the server could not be reached. Try using an image URL instead.',
      );
    });
  });

  describe('Search Images', () => {
    const photos = Array.from({ length: 15 }, (_, i) => ({
      id: String(100 + i),
      regular: `https://images.pexels.com/photos/${100 + i}/large.jpeg`,
      thumb: `https://images.pexels.com/photos/${100 + i}/tiny.jpeg`,
      description: i === 0 ? 'Lemon tart on a plate' : '',
    }));

    it('is hidden when the server has no key, with no operator’s hint for the cook', async () => {
      routes['GET /api/images/providers'] = () => json(200, { stock: false, generate: false });
      renderPicker();
      await waitFor(() => expect(fetchCalls.map((c) => c.url)).toContain('/api/images/providers'));
      // Let the answer render: the tabs stay the two that work.
      await act(async () => {});
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'Upload File',
        'Image URL',
      ]);
      expect(screen.queryByText(imageMessages.stockDisabled)).not.toBeInTheDocument();
      expect(screen.queryByText(imageMessages.generateDisabled)).not.toBeInTheDocument();
    });

    it('asks for a query, then shows 15 photos in a 3–5 column grid and uses the chosen one', async () => {
      const user = userEvent.setup();
      routes['GET /api/images/stock'] = () => json(200, photos);
      renderPicker();
      await user.click(await screen.findByRole('tab', { name: 'Search Images' }));
      await user.click(await screen.findByRole('button', { name: 'Search' }));
      expect(screen.getByText(imageMessages.emptySearch)).toBeInTheDocument();

      await user.type(screen.getByLabelText('Search photos'), 'lemon tart{Enter}');
      const grid = await screen.findByRole('list', { name: 'Photos for lemon tart' });
      expect(grid).toHaveClass('grid-cols-3', 'sm:grid-cols-4', 'lg:grid-cols-5');
      expect(within(grid).getAllByRole('button')).toHaveLength(15);
      expect(fetchCalls.at(-1)?.url).toBe('/api/images/stock?q=lemon%20tart');

      await user.click(screen.getByRole('button', { name: 'Use photo: Lemon tart on a plate' }));
      expect(changes).toEqual(['https://images.pexels.com/photos/100/large.jpeg']);
    });

    it('names the query when nothing is found, and shows provider failures', async () => {
      const user = userEvent.setup();
      routes['GET /api/images/stock'] = (_init, url) =>
        url.includes('unicorn')
          ? json(200, [])
          : json(502, {
              error: {
                code: 'UPSTREAM_FAILED',
                message: 'Failed to search for images: 500 Internal Server Error',
              },
            });
      renderPicker();
      await user.click(await screen.findByRole('tab', { name: 'Search Images' }));
      await user.type(await screen.findByLabelText('Search photos'), 'unicorn stew{Enter}');
      expect(await screen.findByText(noImagesFoundMessage('unicorn stew'))).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Search photos'));
      await user.type(screen.getByLabelText('Search photos'), 'soup{Enter}');
      expect(
        await screen.findByText('Failed to search for images: 500 Internal Server Error'),
      ).toBeInTheDocument();
    });
  });

  describe('Generate with AI', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

    it('is hidden when the server has no key', async () => {
      routes['GET /api/images/providers'] = () => json(200, { stock: true, generate: false });
      renderPicker();
      expect(await screen.findByRole('tab', { name: 'Search Images' })).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'Generate with AI' })).not.toBeInTheDocument();
      expect(screen.queryByText(imageMessages.generateDisabled)).not.toBeInTheDocument();
    });

    it('previews the picture from the recipe and keeps it only on Use This Image', async () => {
      const user = userEvent.setup();
      routes['POST /api/images/generate'] = () => json(200, { preview_data_url: png });
      routes['POST /api/images/generated'] = () => json(201, stored);
      renderPicker();
      await user.click(await screen.findByRole('tab', { name: 'Generate with AI' }));
      await user.click(await screen.findByRole('button', { name: 'Generate Image' }));
      const preview = await screen.findByRole('img', {
        name: 'Generated picture of the recipe (preview)',
      });
      expect(preview).toHaveAttribute('src', png);
      expect(fetchCalls.find((c) => c.url === '/api/images/generate')?.body).toEqual(recipe);
      expect(changes).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Use This Image' }));
      await waitFor(() => expect(changes).toEqual([storedUrl]));
      expect(fetchCalls.find((c) => c.url === '/api/images/generated')?.body).toEqual({
        data_url: png,
      });
    });

    it('needs a title first', async () => {
      const user = userEvent.setup();
      renderPicker({ context: () => ({ ...recipe, title: '  ' }) });
      await user.click(await screen.findByRole('tab', { name: 'Generate with AI' }));
      await user.click(await screen.findByRole('button', { name: 'Generate Image' }));
      expect(screen.getByRole('alert')).toHaveTextContent(imageMessages.generateNeedsTitle);
      expect(fetchCalls.some((c) => c.url === '/api/images/generate')).toBe(false);
    });

    it('out of credits (402): shows the server’s message and opens a free tab instead', async () => {
      const user = userEvent.setup();
      const message =
        'You have no AI credits left. They renew on 1 December. Uploading a photo or choosing a stock photo is still free.';
      routes['POST /api/images/generate'] = () =>
        json(402, { error: { code: 'PAYMENT_REQUIRED', message } });
      renderPicker();
      await user.click(await screen.findByRole('tab', { name: 'Generate with AI' }));
      await user.click(await screen.findByRole('button', { name: 'Generate Image' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      // Not a failure of the provider: no failure toast.
      expect(toastStore.getSnapshot()).toEqual([]);
      expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Search stock photos' }));
      expect(screen.getByRole('tab', { name: 'Search Images' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    it('shows the failure and the spec’s toast', async () => {
      const user = userEvent.setup();
      routes['POST /api/images/generate'] = () =>
        json(502, {
          error: {
            code: 'UPSTREAM_FAILED',
            message: 'Failed to generate image: 500 Internal Server Error',
          },
        });
      renderPicker();
      await user.click(await screen.findByRole('tab', { name: 'Generate with AI' }));
      await user.click(await screen.findByRole('button', { name: 'Generate Image' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to generate image: 500 Internal Server Error',
      );
      expect(toastStore.getSnapshot()[0]).toMatchObject({
        variant: 'error',
        message: imageMessages.generateFailedToast,
      });
    });
  });
});
