import { Type } from 'typebox';
import type { ViolationItem } from '../errors.ts';
import { phrase } from '../messages/index.ts';
import { problemAt } from '../validation.ts';
import {
  cellForMessage,
  converted,
  defineColumnType,
  EMPTY,
  fail,
  isBlank,
} from './definition/column-type-definition.ts';
import { configObject, describedNullable } from './definition/config-schema.ts';
import { checkUrl } from './web/check-url.ts';
import { checkUrlConfig, urlFields, urlRulesOf } from './web/url-config.ts';

const DEFAULT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'bmp', 'tif', 'tiff', 'avif', 'heic'];
const EXTENSION = /^[a-z0-9]{1,10}$/;

const schema = configObject(
  {
    ...urlFields,
    extensions: describedNullable(
      Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { minItems: 1, maxItems: 50 }),
      `File extensions the URL path must end with, lower case without dot. Default ${DEFAULT_EXTENSIONS.join(', ')}.`,
    ),
  },
  'Configuration of an IMAGE column: a URL to an image file.',
);

/** The extension of the last path segment, lower case ('' when none). */
function extensionOf(pathname: string): string {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const columnType = defineColumnType({
  name: 'IMAGE',
  configKey: 'image_data_type',
  configSchema: schema,
  checkConfig(config, path) {
    const violations: ViolationItem[] = checkUrlConfig(config, path);
    (config.extensions ?? []).forEach((extension, i) => {
      if (!EXTENSION.test(extension)) {
        violations.push(
          problemAt(`${path}.extensions[${i}]`, extension, phrase('violation.field.extension_form')),
        );
      }
    });
    return violations;
  },
  prepare(config) {
    const rules = urlRulesOf(config);
    const list = config.extensions ?? DEFAULT_EXTENSIONS;
    const extensions = new Set(list);
    const expected = list.map((e) => `.${e}`).join(', ');
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        const checked = checkUrl(raw, rules);
        if (checked === null) return fail('violation.type.image_url', { value: cellForMessage(raw) });
        if (!extensions.has(extensionOf(checked.pathname))) {
          return fail('violation.type.image', { value: cellForMessage(raw), expected });
        }
        return converted(checked.text);
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
