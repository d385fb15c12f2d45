import { z } from 'zod';
import { CONFIDENCE_LEVELS } from './ConfidenceLevel.js';
import { ConfidenceScheme, ProviderFamily } from './ConfidenceScheme.js';
import { DataSecurity } from './DataSecurity.js';
import { ToolgateError, type ToolgateErrorOptions } from './ToolgateError.js';
import { TOOL_COMPONENTS } from './ToolComponent.js';
import { RetrievalMode } from './ToolRegistry.js';

const ENVIRONMENT_VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SETTING_ADDRESS = /^[A-Za-z0-9_-]+\.[^=\s]+$/;
const TOOL_ID = /^[A-Za-z0-9_-]+$/;
const DATA_SOURCE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const confidenceLevel = z.enum(CONFIDENCE_LEVELS as [string, ...string[]]);
const environmentVariable = z
  .string()
  .regex(ENVIRONMENT_VARIABLE, 'must name an environment variable (letters, digits, _)')
  .describe('The name of an environment variable.');
const httpUrl = z
  .string()
  .url()
  .refine((text) => /^https?:\/\//i.test(text), 'must be an http or https URL')
  .describe('An http or https URL.');
const toolId = z.string().regex(TOOL_ID, 'must be a tool id (letters, digits, _ and -)');

/** A setting value: text as written, or a reference to the environment variable that holds it (secrets). */
const settingValue = z.union([
  z.string(),
  z
    .object({ env: environmentVariable.describe('The environment variable that holds the value (for secrets).') })
    .strict(),
]);
const settingValues = z
  .record(z.string().regex(SETTING_ADDRESS, 'must be a setting address <toolId>.<field>'), settingValue)
  .describe('Setting values by address `<toolId>.<field>`; a secret as `{ "env": "VARIABLE" }`.');

const providerSchema = z
  .object({
    api: z
      .string()
      .min(1)
      .describe(
        'The provider API or Chat Completions host preset: `openai-chat`, `openai-responses`, `anthropic`, or a host preset id such as `ollama`, `vllm`, `llamacpp`, `compatible`.',
      ),
    baseUrl: httpUrl.optional().describe("The provider's API root, e.g. `http://127.0.0.1:11434/v1`."),
    model: z.string().min(1).optional().describe('The model id.'),
    apiKeyEnv: environmentVariable
      .optional()
      .describe('The environment variable holding the API key (the key itself is never stored in the file).'),
    family: z
      .enum(Object.values(ProviderFamily) as [string, ...string[]])
      .optional()
      .describe("The provider's family, which the confidence scheme rates. Default: from the API or host preset."),
    confidence: confidenceLevel
      .optional()
      .describe("The provider's confidence level, overriding the confidence scheme's rating."),
    maxTokens: z.number().int().min(1).max(1_000_000).optional().describe('The longest answer per round, in tokens.'),
    timeoutSeconds: z
      .number()
      .positive()
      .max(3600)
      .optional()
      .describe('Give up when the provider sends nothing for this long (default 120).'),
  })
  .strict()
  .describe('The model provider. Without it (and without `TOOLGATE_PROVIDER`) the offline demo model answers.');

const confidenceSchema = z
  .object({
    scheme: z
      .enum(Object.values(ConfidenceScheme) as [string, ...string[]])
      .default(ConfidenceScheme.TRUST_ALL)
      .describe('How providers are rated by family: a built-in scheme or `CUSTOM`.'),
    customLevels: z
      .partialRecord(z.enum(Object.values(ProviderFamily) as [string, ...string[]]), confidenceLevel)
      .optional()
      .describe('`CUSTOM` only: the confidence level of each provider family (a missing family is UNKNOWN).'),
  })
  .strict()
  .describe('The confidence scheme providers are rated by.');

const organizationSchema = z
  .object({
    lockedValues: settingValues
      .optional()
      .describe('Setting values the organization sets and locks; they win over everything.'),
    defaults: settingValues.optional().describe("The organization's default setting values."),
    disabledToolIds: z.array(toolId).optional().describe('Tools switched off for everyone.'),
    minimumConfidence: z
      .record(toolId, confidenceLevel)
      .optional()
      .describe("The lowest provider confidence per tool id, replacing each tool's own."),
    trustedProviderIds: z
      .array(z.string().min(1))
      .optional()
      .describe('Provider ids trusted with data-source security as if they were self-hosted.'),
  })
  .strict()
  .describe("The organization's rules.");

const localDataSourceSchema = z
  .object({
    id: z.string().regex(DATA_SOURCE_ID, 'must be a data source id (letters, digits, _ and -, up to 64)'),
    name: z.string().min(1).optional().describe('The name the model sees. Default: the id.'),
    indexPath: z.string().min(1).describe('The SQLite file `toolgate index` wrote.'),
    description: z.string().max(500).optional().describe('What the data source holds, for the model.'),
    dataSecurity: z
      .enum([DataSecurity.ALLOW_ANY, DataSecurity.SELF_HOSTED])
      .default(DataSecurity.SELF_HOSTED)
      .describe('Which providers may see its passages.'),
    minimumProviderConfidence: confidenceLevel.default('NONE').describe('The lowest provider confidence it needs.'),
    pageSize: z.number().int().min(1).max(99).default(10).describe('Passages per `semantic_search` page.'),
  })
  .strict();

const eriAuthSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('NONE') }).strict(),
  z
    .object({ method: z.literal('TOKEN'), tokenEnv: environmentVariable.describe('The variable holding the token.') })
    .strict(),
  z
    .object({
      method: z.literal('USERNAME_PASSWORD'),
      username: z.string().min(1),
      passwordEnv: environmentVariable.describe('The variable holding the password.'),
    })
    .strict(),
]);

const eriDataSourceSchema = z
  .object({
    id: z.string().regex(DATA_SOURCE_ID, 'must be a data source id (letters, digits, _ and -, up to 64)'),
    name: z.string().min(1).describe('The name the model sees.'),
    baseUrl: httpUrl.describe("The ERI server's base URL."),
    auth: eriAuthSchema.default({ method: 'NONE' }).describe('How to sign in; secrets by environment variable.'),
    dataSecurity: z
      .enum([DataSecurity.ALLOW_ANY, DataSecurity.SELF_HOSTED])
      .default(DataSecurity.SELF_HOSTED)
      .describe('Which providers may see its passages (the server may tighten this live).'),
    minimumProviderConfidence: confidenceLevel.default('NONE').describe('The lowest provider confidence it needs.'),
    pageSize: z.number().int().min(1).max(99).optional().describe('Passages per `semantic_search` page.'),
    description: z.string().max(500).optional().describe('What the data source holds, for the model.'),
  })
  .strict();

const dataSourcesSchema = z
  .object({
    local: z
      .array(localDataSourceSchema)
      .optional()
      .describe('Local indexes (besides those `toolgate index` registered).'),
    eri: z.array(eriDataSourceSchema).optional().describe('External Retrieval Interface servers.'),
    retrievalMode: z
      .enum(Object.values(RetrievalMode) as [string, ...string[]])
      .default(RetrievalMode.SEMANTIC_SEARCH)
      .describe(
        'How chats search their data sources: the model with `semantic_search`, or every message before the answer. `semantic_search` falls back to every message when the tool cannot be offered.',
      ),
  })
  .strict()
  .describe('The data sources of chats.');

const networkSchema = z
  .object({
    dnsServer: z
      .string()
      .min(1)
      .optional()
      .describe("Resolve the tools' web retrievals through this DNS server (ip:port)."),
    connectTo: z
      .array(z.string().min(1))
      .optional()
      .describe("Connect-to rules `address:port=address:port` for the tools' web retrievals."),
  })
  .strict()
  .describe('Network overrides of every web retrieval the tools make.');

const uiSchema = z
  .object({
    defaultToolIds: z
      .partialRecord(z.enum(TOOL_COMPONENTS as [string, ...string[]]), z.array(toolId))
      .optional()
      .describe('Per UI component (e.g. `CHAT`), the tools selected in a new chat. Default: every selectable tool.'),
  })
  .strict()
  .describe('Defaults of the user interface.');

/**
 * The zod schema of a Toolgate host's configuration file (`toolgate.config.json`): the provider,
 * the confidence scheme, the organization's rules, tool settings (secrets only by reference to an
 * environment variable), data sources, network overrides and UI defaults. Unknown keys are refused.
 */
export const ToolgateConfigurationSchema = z
  .object({
    $schema: z.string().optional().describe('The JSON Schema an editor checks the file with.'),
    provider: providerSchema.optional(),
    confidence: confidenceSchema.optional(),
    organization: organizationSchema.optional(),
    settings: settingValues.optional().describe("The user's tool settings, by address `<toolId>.<field>`."),
    dataSources: dataSourcesSchema.optional(),
    network: networkSchema.optional(),
    ui: uiSchema.optional(),
    demoData: z
      .boolean()
      .optional()
      .describe(
        'Start the local demo site and its search API and point `web_search` at it. Default: true with the offline demo model, false with a provider.',
      ),
    systemPrompt: z.string().optional().describe("The system prompt, before the tools' instructions."),
  })
  .strict();

/** A validated configuration (defaults filled in). */
export type ToolgateConfiguration = z.output<typeof ToolgateConfigurationSchema>;
/** A configuration as written in the file. */
export type ToolgateConfigurationInput = z.input<typeof ToolgateConfigurationSchema>;
/** A setting value as written: text, or `{ env }` naming the variable that holds it. */
export type ToolgateSettingValue = z.output<typeof settingValue>;

/** One problem of a configuration: where (e.g. `provider.baseUrl`) and what is allowed there. */
export interface ToolgateConfigurationIssue {
  readonly path: string;
  readonly message: string;
}

/** A configuration that does not validate. Code `INVALID_CONFIGURATION`; `issues` lists every problem. */
export class ToolgateConfigurationError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/ToolgateConfigurationError');
  /** The stable code of this error. */
  static readonly CODE = 'INVALID_CONFIGURATION';
  readonly issues: readonly ToolgateConfigurationIssue[];

  constructor(message: string, issues: readonly ToolgateConfigurationIssue[], options: ToolgateErrorOptions = {}) {
    super(ToolgateConfigurationError.CODE, message, options);
    this.issues = issues;
  }
}

function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text === '' ? '(the top level)' : text;
}

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown key(s) ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
  if (issue.code === 'invalid_value')
    return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  return issue.message;
}

/**
 * Validates a parsed configuration file. Throws {@link ToolgateConfigurationError} naming each
 * wrong key's path and what is allowed there, e.g. `provider.baseUrl: must be an http or https URL`.
 */
export function parseToolgateConfiguration(value: unknown, fileName = 'the configuration'): ToolgateConfiguration {
  const result = ToolgateConfigurationSchema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    // An unknown key's path is the object holding it; name the key itself.
    const path =
      issue.code === 'unrecognized_keys' && issue.keys.length === 1
        ? [...issue.path, issue.keys[0] as string]
        : issue.path;
    return { path: pathText(path), message: issueText(issue) };
  });
  const lines = issues.map((issue) => `${issue.path}: ${issue.message}`);
  throw new ToolgateConfigurationError(`${fileName} is not valid: ${lines.join('; ')}`, issues);
}

/** The JSON Schema of {@link ToolgateConfigurationSchema}, for editors (`"$schema"` in the file). */
export function toolgateConfigurationJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ToolgateConfigurationSchema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
}
