import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/** What configureWebpack may return. */
type WebpackChanges = ReturnType<NonNullable<Plugin['configureWebpack']>>;

import {packitJsonSchema, SCHEMA_PATH} from '../packit-config';

export const PACKIT_SCHEMA_PLUGIN = 'packit-schema';

/** The schema as the site serves it. */
export const schemaFileContent = (): string => `${JSON.stringify(packitJsonSchema(), null, 2)}\n`;

/** Writes the schema to `<dir>/schemas/packit.json`; returns the file written. */
export async function writeSchema(dir: string): Promise<string> {
  const file = join(dir, SCHEMA_PATH);
  await mkdir(dirname(file), {recursive: true});
  await writeFile(file, schemaFileContent());
  return file;
}

/**
 * Serves the JSON Schema of `.packit.yaml` at /schemas/packit.json, generated from
 * src/packit-config. A build writes it into the output directory after the pages; `npm start`
 * writes it under .docusaurus/ and serves that folder like `static/`. It is a plain file, not a
 * page: the site's routes do not change.
 */
export default function packitSchemaPlugin(context: LoadContext): Plugin {
  const devDir = join(context.generatedFilesDir, PACKIT_SCHEMA_PLUGIN);
  const isDev = () => process.env.NODE_ENV !== 'production';
  return {
    name: PACKIT_SCHEMA_PLUGIN,

    async contentLoaded() {
      if (isDev()) await writeSchema(devDir);
    },

    configureWebpack(_config, isServer): WebpackChanges {
      if (isServer || !isDev()) return {};
      // Docusaurus merges `devServer` into the dev server's options, concatenating the `static`
      // lists; the webpack types of the config do not declare the key.
      const devServer = {static: [{directory: devDir, publicPath: context.baseUrl}]};
      return {devServer} as WebpackChanges;
    },

    async postBuild({outDir}) {
      await writeSchema(outDir);
    },
  };
}
