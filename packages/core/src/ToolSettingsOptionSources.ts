/** One value a setting can take from an option source, with the label a settings form shows for it. */
export interface ToolSettingsOption {
  readonly value: string;
  readonly label: string;
}

/** The value of `common_languages` that means "any language" (SearXNG's word for it). */
export const ANY_LANGUAGE = 'all';

const freezeOptions = (options: readonly (readonly [string, string])[]): readonly ToolSettingsOption[] =>
  Object.freeze(options.map(([value, label]) => Object.freeze({ value, label })));

const OPTIONS: Readonly<Record<string, readonly ToolSettingsOption[]>> = Object.freeze({
  common_languages: freezeOptions([
    [ANY_LANGUAGE, 'Any language'],
    ['en-US', 'English (United States)'],
    ['en-GB', 'English (United Kingdom)'],
    ['de-DE', 'German (Germany)'],
    ['de-AT', 'German (Austria)'],
    ['de-CH', 'German (Switzerland)'],
    ['fr-FR', 'French (France)'],
    ['es-ES', 'Spanish (Spain)'],
    ['it-IT', 'Italian (Italy)'],
    ['nl-NL', 'Dutch (Netherlands)'],
    ['pl-PL', 'Polish (Poland)'],
    ['pt-BR', 'Portuguese (Brazil)'],
    ['pt-PT', 'Portuguese (Portugal)'],
    ['ru-RU', 'Russian (Russia)'],
    ['uk-UA', 'Ukrainian (Ukraine)'],
    ['tr-TR', 'Turkish (Turkey)'],
    ['ar-SA', 'Arabic (Saudi Arabia)'],
    ['hi-IN', 'Hindi (India)'],
    ['zh-CN', 'Chinese (Simplified, China)'],
    ['ja-JP', 'Japanese (Japan)'],
    ['ko-KR', 'Korean (South Korea)'],
  ]),
  safe_search: freezeOptions([
    ['OFF', 'Off'],
    ['MODERATE', 'Moderate'],
    ['STRICT', 'Strict'],
  ]),
  web_search_backends: freezeOptions([
    ['SEARXNG', 'SearXNG'],
    ['BRAVE', 'Brave Search API'],
    ['TAVILY', 'Tavily'],
  ]),
  web_search_backend_strategy: freezeOptions([
    ['FAILOVER', 'Ask one service after another until one finds something'],
    ['PARALLEL', 'Ask all services at once'],
    ['SPECIFIC', 'Ask only the preferred service'],
  ]),
  free_address_choice: freezeOptions([
    ['OFF', 'Only addresses that stand word for word in the chat'],
    ['ON', 'Addresses the model chooses itself as well'],
  ]),
});

/**
 * The lists a setting can offer its choice from (`optionSource` of a settings field). Names are
 * stable: organizations store the chosen values. A stored value is checked against the current
 * list again when the configuration is checked, because it can predate the list.
 */
export const ToolSettingsOptionSources = Object.freeze({
  /** `all` ("any language") first, then IETF language tags such as `de-DE`. */
  COMMON_LANGUAGES: 'common_languages',
  /** `OFF`, `MODERATE`, `STRICT`. */
  SAFE_SEARCH: 'safe_search',
  /** The web search services: `SEARXNG`, `BRAVE`, `TAVILY`. */
  WEB_SEARCH_BACKENDS: 'web_search_backends',
  /** How several web search services are asked: `FAILOVER`, `PARALLEL`, `SPECIFIC`. */
  WEB_SEARCH_BACKEND_STRATEGY: 'web_search_backend_strategy',
  /** Whether `read_web_page` may read addresses the model chose itself: `OFF`, `ON`. */
  FREE_ADDRESS_CHOICE: 'free_address_choice',

  /** True when `source` names one of the lists above. */
  isKnown(source: string): boolean {
    return Object.hasOwn(OPTIONS, source);
  },

  /** The options of a known source, in display order; an empty list for an unknown one. */
  getOptions(source: string): readonly ToolSettingsOption[] {
    return Object.hasOwn(OPTIONS, source) ? (OPTIONS[source] ?? []) : [];
  },

  /** The values of a known source, in display order; an empty list for an unknown one. */
  getValues(source: string): readonly string[] {
    return ToolSettingsOptionSources.getOptions(source).map((option) => option.value);
  },

  /** True when `value` is exactly (case-sensitive) one of the values of `source`. */
  isValidValue(source: string, value: string): boolean {
    return ToolSettingsOptionSources.getOptions(source).some((option) => option.value === value);
  },
});

/** The name of a known option source. */
export type ToolSettingsOptionSourceName =
  | 'common_languages'
  | 'safe_search'
  | 'web_search_backends'
  | 'web_search_backend_strategy'
  | 'free_address_choice';
