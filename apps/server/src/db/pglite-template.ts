import { fileURLToPath } from 'node:url';
import { writePgliteTemplate } from './client.js';

/** Used by build.mjs: writes the template that new embedded data directories start from. */
export async function writeTemplate(file: URL): Promise<void> {
  await writePgliteTemplate(fileURLToPath(file));
}
