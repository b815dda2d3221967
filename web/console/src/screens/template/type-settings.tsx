/**
 * The settings of a column's type, built from TYPE_SETTINGS: a checkbox per yes/no, a number, a
 * text, a menu, a word list one per line, the choices row by row, the values one per line.
 */
import { t } from '../../i18n.ts';
import { ChoicesEditor, type Entry } from './choices-editor.tsx';
import { type ColumnTypeName, configKey, type Setting, TYPE_SETTINGS } from './column-types.ts';
import { Checkbox, Select, TextArea, TextInput } from './inputs.tsx';

type Config = Record<string, unknown>;

/** Option values that cannot name a text: the unset one and the marks. */
const OPTION_NAMES: Record<string, string> = { '': 'auto', '.': 'dot', ',': 'comma' };

interface TypeSettingsProps {
  type: ColumnTypeName;
  config: Config;
  onChange: (config: Config) => void;
  /** The server's refusals by property path (`type.number_data_type.decimals`). */
  refusals: Record<string, string>;
}

export function TypeSettings(props: TypeSettingsProps) {
  const settings = TYPE_SETTINGS[props.type];
  return (
    <fieldset class="type-settings">
      <legend>{t('template.column.typeSettings', { type: t(`template.type.${props.type}`) })}</legend>
      <p class="field-hint">{t(`template.typeHint.${props.type}`)}</p>
      <div class="settings-grid">
        {settings.map((setting) => (
          <SettingInput
            key={`${props.type}-${setting.key}`}
            setting={setting}
            id={`setting-${props.type}-${setting.key}`}
            value={props.config[setting.key]}
            onChange={(value) => props.onChange({ ...props.config, [setting.key]: value })}
            error={props.refusals[`type.${configKey(props.type)}.${setting.key}`]}
          />
        ))}
      </div>
    </fieldset>
  );
}

function SettingInput(props: {
  setting: Setting;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
}) {
  const { setting, id, error } = props;
  const label = t(`template.setting.${setting.key}` as 'template.setting.trim');
  const hint = t(`template.settingHint.${setting.key}` as 'template.settingHint.trim');
  switch (setting.kind) {
    case 'boolean':
      return (
        <Checkbox
          id={id}
          label={label}
          hint={hint}
          error={error}
          checked={typeof props.value === 'boolean' ? props.value : setting.default}
          onChange={props.onChange}
        />
      );
    case 'integer':
      return (
        <TextInput
          id={id}
          type="number"
          min={setting.min}
          max={setting.max}
          step="1"
          label={label}
          hint={hint}
          error={error}
          value={props.value === null || props.value === undefined ? '' : String(props.value)}
          onInput={(text) => props.onChange(text.trim() === '' ? null : Number(text))}
        />
      );
    case 'text':
      return (
        <TextInput
          id={id}
          label={label}
          hint={hint}
          error={error}
          maxLength={setting.maxLength}
          placeholder={setting.placeholder}
          value={typeof props.value === 'string' ? props.value : ''}
          onInput={props.onChange}
        />
      );
    case 'enum':
      return (
        <Select
          id={id}
          label={label}
          hint={hint}
          error={error}
          value={typeof props.value === 'string' ? props.value : setting.default}
          options={setting.options.map((value) => ({
            value,
            label: t(
              `template.option.${setting.key}.${OPTION_NAMES[value] ?? value}` as 'template.option.case.none',
            ),
          }))}
          onChange={(value) => props.onChange(value === '' ? null : value)}
        />
      );
    case 'lines':
      return (
        <TextArea
          id={id}
          label={label}
          hint={hint}
          error={error}
          rows={3}
          value={Array.isArray(props.value) ? props.value.join('\n') : ''}
          onInput={(text) => props.onChange(text === '' ? [] : text.split('\n'))}
        />
      );
    case 'values':
      return (
        <TextArea
          id={id}
          label={label}
          hint={hint}
          error={error}
          rows={6}
          placeholder={'FR|France|République française\nBE|Belgium|Belgique'}
          value={valuesText(props.value)}
          onInput={(text) => props.onChange(text === '' ? [] : text.split('\n').map(valueEntry))}
        />
      );
    case 'choices':
      return (
        <ChoicesEditor
          id={id}
          label={label}
          hint={hint}
          error={error}
          value={props.value}
          onChange={props.onChange}
        />
      );
  }
}

// A line is `value|synonym|synonym`, kept as typed until sent, so that typing never loses a character.
const valueEntry = (line: string): Entry => {
  const [value = '', ...synonyms] = line.split('|');
  return { value, synonyms };
};
const valuesText = (value: unknown) =>
  Array.isArray(value)
    ? (value as Entry[]).map((entry) => [entry.value, ...(entry.synonyms ?? [])].join('|')).join('\n')
    : '';
