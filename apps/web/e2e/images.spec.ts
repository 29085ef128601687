import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUp } from './support/auth';

/**
 * The image picker on the recipe forms: upload a picture on create, see it on the recipe page,
 * remove it on edit (its stored file goes too), and use an image URL instead. Also: a failed upload
 * moves to the Image URL tab with the reason.
 */

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A solid-colour RGB PNG, made here so the journey needs no binary fixture. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const picker = (page: Page) => page.getByRole('group', { name: 'Image', exact: true });

/** Serious and critical axe findings inside the picker. */
async function pickerViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="group"]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** Whether the browser really drew the picture (it loaded and decoded). */
const drawn = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('upload a picture on create, see it, remove it, then use an image URL', async ({ page }) => {
  test.setTimeout(90_000);
  const cook = newUser('i');
  await signUp(page, cook);
  const title = `Beetroot Soup ${cook.username}`;

  // --- Create with an uploaded picture.
  await page.goto('/recipes/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Deep red and earthy.');
  const tabs = picker(page).getByRole('tablist');
  // This server has no stock-photo or image-generation key: only the tabs that work are offered.
  await expect(tabs.getByRole('tab')).toHaveText(['Upload File', 'Image URL']);
  await expect(picker(page).getByText(/PEXELS_API_KEY|STABILITY_API_KEY/)).toHaveCount(0);
  expect(await pickerViolations(page)).toEqual([]);

  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/images') && r.request().method() === 'POST',
  );
  await picker(page)
    .getByLabel('Choose an image file')
    .setInputFiles({
      name: 'soup.png',
      mimeType: 'image/png',
      buffer: png(480, 320, [150, 20, 60]),
    });
  const stored = (await (await uploaded).json()) as { url: string; path: string };
  expect(stored.url).toMatch(/^\/uploads\/images\/\d{13}-[a-z0-9]{16}\.png$/);
  await expect(picker(page).getByRole('img', { name: 'Selected recipe image' })).toHaveAttribute(
    'src',
    stored.url,
  );
  await expect(picker(page).getByRole('tablist')).toHaveCount(0);
  await expect(picker(page).getByRole('button', { name: 'Remove image' })).toBeFocused();
  // The src is set before the bytes arrive: wait until the browser has decoded the picture.
  await expect.poll(() => drawn(page, 'Selected recipe image')).toBe(true);

  // The stored file: re-encoded PNG, cached for an hour, never sniffed.
  const file = await page.request.get(stored.url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['cache-control']).toBe('public, max-age=3600');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');

  await page.getByRole('button', { name: 'Create Recipe', exact: true }).click();

  // --- The recipe page shows it.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const recipePath = new URL(page.url()).pathname;
  const photo = page.getByRole('img', { name: `Photo of ${title}` });
  await expect(photo).toHaveAttribute('src', stored.url);
  await expect.poll(() => drawn(page, `Photo of ${title}`)).toBe(true);

  // --- Edit: remove it (the stored file goes), then use an image URL instead.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
  await expect(picker(page).getByRole('img', { name: 'Selected recipe image' })).toHaveAttribute(
    'src',
    stored.url,
  );
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await picker(page).getByRole('button', { name: 'Remove image' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(picker(page).getByRole('tab', { name: 'Upload File' })).toBeFocused();
  expect((await page.request.get(stored.url)).status()).toBe(404);

  // A remote picture: the browser loads it itself (answered here, as the machine is offline).
  const remote = 'https://images.example.test/photos/beetroot-soup.png';
  await page.route(remote, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: png(64, 64, [200, 40, 90]) }),
  );
  await picker(page).getByRole('tab', { name: 'Image URL' }).click();
  const urlInput = picker(page).getByRole('textbox', { name: 'Image URL' });
  await urlInput.fill('https://images.example.test/photos/beetroot-soup');
  await picker(page).getByRole('button', { name: 'Use this URL' }).click();
  await expect(
    picker(page).getByText(
      'URL does not appear to be an image (must end with .jpg, .png, .gif, etc.)',
    ),
  ).toBeVisible();
  await urlInput.fill(remote);
  await urlInput.press('Enter'); // uses the URL; does not submit the recipe form
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
  await expect(picker(page).getByRole('img', { name: 'Selected recipe image' })).toHaveAttribute(
    'src',
    remote,
  );
  // The src is set before the bytes arrive: wait until the browser has decoded the picture.
  await expect.poll(() => drawn(page, 'Selected recipe image')).toBe(true);
  expect(await pickerViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL((url) => url.pathname === recipePath);
  await expect(page.getByRole('img', { name: `Photo of ${title}` })).toHaveAttribute('src', remote);
  await expect.poll(() => drawn(page, `Photo of ${title}`)).toBe(true);
});

test('a failed upload moves to the Image URL tab with the reason', async ({ page }) => {
  const cook = newUser('j');
  await signUp(page, cook);
  await page.route('**/api/images', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'UPSTREAM_FAILED',
              message:
                'Storage bucket "recipes" does not exist. Please use the image URL option instead.',
            },
          }),
        })
      : route.fallback(),
  );
  await page.goto('/recipes/create');
  await picker(page)
    .getByLabel('Choose an image file')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png(8, 8, [0, 0, 0]) });
  await expect(picker(page).getByRole('tab', { name: 'Image URL' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(picker(page).getByRole('alert')).toHaveText(
    'Storage bucket "recipes" does not exist. Please use the image URL option instead.',
  );
  await expect(picker(page).getByRole('textbox', { name: 'Image URL' })).toBeVisible();

  // A file the browser can tell is wrong never leaves it.
  await picker(page).getByRole('tab', { name: 'Upload File' }).click();
  await picker(page)
    .getByLabel('Choose an image file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(picker(page).getByRole('alert')).toHaveText(
    'File must be an image (JPEG, PNG, GIF, WEBP)',
  );
});
