/** A node of a JSON Schema, as far as the reference reads it. */
type JsonSchemaNode = Readonly<Record<string, unknown>>;

interface ReferenceRow {
  readonly key: string;
  readonly type: string;
  readonly required: boolean;
  readonly defaultValue: string;
  readonly description: string;
}

function isNode(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function code(text: string): string {
  return `\`${text}\``;
}

/** The type of a node for people: enums listed, patterns and ranges named. */
function typeText(node: JsonSchemaNode): string {
  if (Array.isArray(node['enum'])) return `one of ${node['enum'].map((value) => code(String(value))).join(', ')}`;
  if (node['const'] !== undefined) return code(JSON.stringify(node['const']));
  const variants = (node['anyOf'] ?? node['oneOf']) as unknown;
  if (Array.isArray(variants)) return variants.filter(isNode).map(typeText).join(' or ');
  const type = node['type'];
  if (type === 'array') return isNode(node['items']) ? `list of ${typeText(node['items'])}` : 'list';
  if (type === 'object') {
    if (isNode(node['properties'])) {
      const keys = Object.keys(node['properties']);
      return keys.length <= 3 ? `object { ${keys.join(', ')} }` : 'object';
    }
    if (isNode(node['additionalProperties'])) {
      const keyNames = isNode(node['propertyNames']) ? typeText(node['propertyNames']) : 'text';
      return `map of ${keyNames} to ${typeText(node['additionalProperties'])}`;
    }
    return 'object';
  }
  const limits: string[] = [];
  if (typeof node['pattern'] === 'string') limits.push(`matching ${code(node['pattern'])}`);
  if (node['format'] === 'uri') limits.push('a URL');
  if (typeof node['minimum'] === 'number') limits.push(`≥ ${node['minimum']}`);
  if (typeof node['exclusiveMinimum'] === 'number') limits.push(`> ${node['exclusiveMinimum']}`);
  if (typeof node['maximum'] === 'number') limits.push(`≤ ${node['maximum']}`);
  if (typeof node['maxLength'] === 'number') limits.push(`at most ${node['maxLength']} characters`);
  if (typeof node['minLength'] === 'number' && node['minLength'] > 0) limits.push('not empty');
  return `${String(type ?? 'any')}${limits.length === 0 ? '' : ` (${limits.join(', ')})`}`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** A Markdown table with padded columns (the layout the repository's formatter gives tables). */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const width = (text: string): number => [...text].length;
  const widths = header.map((cell, column) => Math.max(3, width(cell), ...rows.map((row) => width(row[column] ?? ''))));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - width(cell))).join(' | ')} |`;
  return [line(header), line(widths.map((columnWidth) => '-'.repeat(columnWidth))), ...rows.map(line)];
}

function collectRows(node: JsonSchemaNode, prefix: string, rows: ReferenceRow[]): void {
  const properties = node['properties'];
  if (isNode(properties)) {
    const required = Array.isArray(node['required']) ? (node['required'] as string[]) : [];
    for (const [name, child] of Object.entries(properties)) {
      if (!isNode(child)) continue;
      const key = prefix === '' ? name : `${prefix}.${name}`;
      rows.push({
        key,
        type: typeText(child),
        // A key with a default may be left out, whatever zod's input schema says.
        required: required.includes(name) && child['default'] === undefined,
        defaultValue: child['default'] === undefined ? '' : code(JSON.stringify(child['default'])),
        description: typeof child['description'] === 'string' ? child['description'] : '',
      });
      collectRows(child, key, rows);
    }
    return;
  }
  if (node['type'] === 'array' && isNode(node['items'])) {
    collectRows(node['items'], `${prefix}[]`, rows);
    return;
  }
  const variants = (node['anyOf'] ?? node['oneOf']) as unknown;
  if (Array.isArray(variants)) {
    for (const variant of variants.filter(isNode)) collectRows(variant, prefix, rows);
    return;
  }
  if (isNode(node['additionalProperties'])) collectRows(node['additionalProperties'], `${prefix}.<key>`, rows);
}

/**
 * `apps/demo/CONFIGURATION.md`: every key of the configuration file with its type, whether it is
 * required, its default and its meaning, generated from the JSON Schema of core's
 * `ToolgateConfigurationSchema` (so it cannot drift; a test compares the committed file).
 */
export function renderConfigurationReference(schema: JsonSchemaNode): string {
  const rows: ReferenceRow[] = [];
  collectRows(schema, '', rows);
  // A key a union lists twice (e.g. the ERI auth methods' `method`) is shown once.
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const id = `${row.key}|${row.type}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return [
    '# Configuration reference (`toolgate.config.json`)',
    '',
    '<!-- Generated from @toolgate/core/configuration by `pnpm --filter @toolgate/demo run generate:configuration`. Do not edit: a test fails when this file drifts from the schema. -->',
    '',
    'The demo host reads `toolgate.config.json` (or `toolgate.config.yaml` / `.yml`) from the working folder, or',
    'the file named by `TOOLGATE_CONFIG`. It is validated against `ToolgateConfigurationSchema` of',
    '`@toolgate/core/configuration`; editors can check it with the JSON Schema',
    '`packages/core/toolgate.config.schema.json` (`"$schema": "./packages/core/toolgate.config.schema.json"`).',
    'A wrong file stops the host at start with the path of each wrong key and what is allowed there.',
    '',
    'Secrets (API keys, tokens, passwords) are never written in the file: a setting value may be',
    '`{ "env": "VARIABLE" }`, and the host refuses to start when such a variable is not set.',
    'The environment variables `TOOLGATE_PROVIDER`, `TOOLGATE_BASE_URL`, `TOOLGATE_MODEL` and',
    '`TOOLGATE_API_KEY_ENV` win over `provider`; `toolgate ask` options win over both.',
    '',
    ...table(
      ['key', 'type', 'required', 'default', 'meaning'],
      unique.map((row) => [
        code(row.key),
        escapeCell(row.type),
        row.required ? 'yes' : 'no',
        row.defaultValue,
        escapeCell(row.description),
      ]),
    ),
    '',
  ].join('\n');
}
