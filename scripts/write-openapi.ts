/** Regenerates docs/openapi.json from the route schemas (`npm run openapi`). */
import { writeFileSync } from 'node:fs';
import { generateOpenApiDocument, serializeOpenApi } from '../src/openapi-document.js';

writeFileSync('docs/openapi.json', serializeOpenApi(await generateOpenApiDocument()));
console.log('wrote docs/openapi.json');
