import {
  cellForMessage,
  converted,
  defineColumnType,
  EMPTY,
  fail,
  isBlank,
} from './definition/column-type-definition.ts';
import { configObject } from './definition/config-schema.ts';
import { checkUrl } from './web/check-url.ts';
import { checkUrlConfig, urlFields, urlRulesOf } from './web/url-config.ts';

const schema = configObject(urlFields, 'Configuration of a URL column.');

export const columnType = defineColumnType({
  name: 'URL',
  configKey: 'url_data_type',
  configSchema: schema,
  checkConfig: checkUrlConfig,
  prepare(config) {
    const rules = urlRulesOf(config);
    const schemes = [...rules.schemes].join(', ');
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        const checked = checkUrl(raw, rules);
        return checked === null
          ? fail('violation.type.url', { value: cellForMessage(raw), schemes })
          : converted(checked.text);
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
