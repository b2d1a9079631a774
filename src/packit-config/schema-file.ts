/**
 * The published JSON Schema of `.packit.yaml` as a file: where the site serves it and the keywords
 * it is written with. schema.ts builds it; the checker reads it without the builder.
 */
import {site} from '../data/site';
import type {Json} from './types';
import {PACKIT_VERSION} from './version';

export {PACKIT_VERSION};

/** Where the built site serves the schema, relative to its root. */
export const SCHEMA_PATH = 'schemas/packit.json';
export const SCHEMA_URL = `${site.url}/${SCHEMA_PATH}`;

/** The JSON Schema keywords the schema is written with. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  deprecated?: boolean;
  default?: Json;
  type?: JsonType | JsonType[];
  enum?: readonly Json[];
  const?: Json;
  pattern?: string;
  minimum?: number;
  items?: JsonSchema;
  contains?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | false;
  required?: readonly string[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  /**
   * What an editor says when the value does not fit, instead of its own words: VS Code's keywords,
   * which yaml-language-server reads too (`patternErrorMessage` for a `pattern` only).
   */
  errorMessage?: string;
  patternErrorMessage?: string;
}
type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
