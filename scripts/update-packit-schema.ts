/**
 * Writes src/packit-config/packit-schema.json, the JSON Schema of `.packit.yaml` that the checker
 * page loads, from the reference data (schema.ts builds it with TypeBox). Run it after changing
 * the reference; tests/unit/packit-schema.test.ts fails while the file is out of date.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {schemaFileContent} from '../src/plugins/packit-schema';

const file = join(import.meta.dirname, '..', 'src', 'packit-config', 'packit-schema.json');
writeFileSync(file, schemaFileContent());
console.log(`wrote ${file}`);
