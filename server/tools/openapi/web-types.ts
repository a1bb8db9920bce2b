import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildOpenApiDocument } from './document.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
export const webApiTypesFile = path.join(repoRoot, 'web', 'src', 'lib', 'api-types.ts');

const header = `/**
 * Generated from the server's route schemas (the same OpenAPI document as /api/openapi.json).
 * Do not edit: run \`npm run api-types\` after changing a route. A server test fails while this file is stale.
 */
`;

function formatWithBiome(source: string): string {
  const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
  return execFileSync(biome, ['format', `--stdin-file-path=${webApiTypesFile}`], {
    cwd: repoRoot,
    input: source,
    encoding: 'utf8',
  });
}

/** The content web/src/lib/api-types.ts must have for the current route schemas. */
export async function renderWebApiTypes(): Promise<string> {
  const document = await buildOpenApiDocument();
  const ast = await openapiTS(document as unknown as OpenAPI3);
  return formatWithBiome(header + astToString(ast));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  fs.writeFileSync(webApiTypesFile, await renderWebApiTypes());
  console.log(`wrote ${path.relative(process.cwd(), webApiTypesFile)}`);
}
