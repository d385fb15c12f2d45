import { describe, expect, it } from 'vitest';
import { ChatThread } from './ChatThread.js';
import type { ConfidenceLevel } from './ConfidenceLevel.js';
import { InMemoryToolSettingsStore, type InMemoryToolSettingsStoreOptions } from './InMemoryToolSettingsStore.js';
import { RetrievalMode } from './ToolRegistry.js';
import type { ToolComponent } from './ToolComponent.js';
import { type ToolDefinitionInput, defineTool } from './ToolDefinition.js';
import { ToolDefinitionError } from './ToolDefinitionError.js';
import { ToolExecutionResult } from './ToolExecutionResult.js';
import type { ToolImplementation } from './ToolImplementation.js';
import { ToolOfferBlockReason } from './ToolRegistry.js';
import { ToolParameterSchemaBuilder } from './ToolParameterSchemaBuilder.js';
import { ToolRegistrationError } from './ToolRegistry.js';
import { ToolRegistry } from './ToolRegistry.js';
import type { ToolOfferContext, ToolResolutionContext } from './ToolResolutionContext.js';
import { ToolSettingsOptionSources } from './ToolSettingsOptionSources.js';
import { ToolSettingsSchemaBuilder } from './ToolSettingsSchema.js';
import type { ToolgateLogFields, ToolgateLogger } from './ToolgateLogger.js';

const QUERY = 'query';
const SECRET = 'sk-registry-secret-42';

function tool(
  input: Partial<ToolDefinitionInput> & { id: string },
  hooks: Partial<ToolImplementation> = {},
): ToolImplementation {
  const definition = defineTool({
    function: {
      name: input.id,
      descriptionForLLM: `Does ${input.id}.`,
      parameters: new ToolParameterSchemaBuilder().requiredString(QUERY, 'What to look for.').build(),
    },
    ...input,
  });
  return {
    getDefinition: () => definition,
    execute: async () => ToolExecutionResult.text('done'),
    getDisplayName: () => `Tool ${input.id}`,
    getDescription: () => `Description of ${input.id}`,
    ...hooks,
  };
}

interface ContextOptions extends InMemoryToolSettingsStoreOptions {
  readonly component?: ToolComponent;
  readonly confidence?: ConfidenceLevel;
  readonly canCallTools?: boolean;
}

function context(options: ContextOptions = {}): ToolResolutionContext {
  return {
    component: options.component ?? 'CHAT',
    provider: {
      id: 'test-provider',
      confidence: options.confidence ?? 'MEDIUM',
      canCallTools: options.canCallTools ?? true,
    },
    chatThread: new ChatThread(),
    settings: new InMemoryToolSettingsStore(options),
  };
}

function recordingLogger(): ToolgateLogger & { entries: [string, string, ToolgateLogFields | undefined][] } {
  const entries: [string, string, ToolgateLogFields | undefined][] = [];
  const log = (level: string) => (message: string, fields?: ToolgateLogFields) =>
    entries.push([level, message, fields]);
  return { entries, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

const ids = (tools: readonly { definition: { id: string } }[]) => tools.map((t) => t.definition.id);

describe('ToolRegistry registration', () => {
  it('registers tools and hands out their validated definitions', () => {
    const registry = new ToolRegistry([tool({ id: 'web_search' }), tool({ id: 'read_web_page' })]);
    expect(registry.definitions.map((d) => d.id)).toEqual(['web_search', 'read_web_page']);
    expect(registry.getDefinition('web_search')?.function.strict).toBe(true);
    expect(registry.getImplementation('read_web_page')?.getDisplayName()).toBe('Tool read_web_page');
    expect(registry.getDefinition('nope')).toBeUndefined();
  });

  it('validates a definition that arrives as data and applies its defaults', () => {
    const fromData = {
      getDefinition: () => ({
        id: 'from_data',
        function: { name: 'from_data', descriptionForLLM: 'x', parameters: { type: 'object' } },
      }),
      execute: async () => ToolExecutionResult.text(''),
      getDisplayName: () => 'From data',
      getDescription: () => '',
    } as unknown as ToolImplementation;
    const definition = new ToolRegistry().register(fromData);
    expect(definition.activation).toBe('SELECTION');
    expect(definition.implementationKey).toBe('from_data');
  });

  it('refuses an invalid definition naming the field', () => {
    const broken = {
      getDefinition: () => ({
        id: 'broken',
        function: { name: 'has space', descriptionForLLM: 'x', parameters: { type: 'object' } },
      }),
    } as unknown as ToolImplementation;
    expect(() => new ToolRegistry([broken])).toThrow(ToolDefinitionError);
    expect(() => new ToolRegistry([broken])).toThrow(
      "The definition of tool 'broken' is invalid: function.name: must be 1 to 64 characters of ASCII letters, digits, '_' and '-', but was \"has space\".",
    );
  });

  it('refuses a second tool with the same id', () => {
    const registry = new ToolRegistry([tool({ id: 'web_search' })]);
    expect(() => registry.register(tool({ id: 'web_search' }))).toThrow(
      new ToolRegistrationError("A tool with the id 'web_search' is already registered."),
    );
  });

  it('refuses a second tool with the same function name', () => {
    const registry = new ToolRegistry([tool({ id: 'web_search' })]);
    const clash = tool({
      id: 'web_search_2',
      function: { name: 'web_search', descriptionForLLM: 'x', parameters: { type: 'object' } },
    });
    expect(() => registry.register(clash)).toThrow(
      "The tool 'web_search_2' cannot be registered: its function name 'web_search' is already used by the tool 'web_search'.",
    );
    expect(registry.definitions).toHaveLength(1);
  });

  it('refuses a tool whose getDefinition throws, keeping the cause', () => {
    const cause = new Error('boom');
    let caught: unknown;
    try {
      new ToolRegistry().register({
        ...tool({ id: 'x' }),
        getDefinition: () => {
          throw cause;
        },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolRegistrationError);
    expect((caught as ToolRegistrationError).code).toBe('TOOL_REGISTRATION_REFUSED');
    expect((caught as Error).cause).toBe(cause);
  });

  it.each([
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['web_search-2', true],
    ['web search', false],
    ['web,search', false],
    ['größe', false],
    [' web_search', false],
    ['', false],
  ])('function name %j valid: %s', (name, valid) => {
    expect(ToolRegistry.isValidFunctionName(name)).toBe(valid);
  });
});

describe('ToolRegistry catalog', () => {
  const registry = new ToolRegistry([
    tool({ id: 'web_search' }),
    tool({ id: 'semantic_search', activation: 'CONTEXT' }),
    tool({ id: 'chat_only', visibleIn: { assistants: false } }),
    tool({ id: 'preview_feature' }, { isAvailable: () => false }),
  ]);

  it('lists the selectable tools of a component, context and unavailable tools left out', () => {
    expect(registry.getCatalog('CHAT').map((entry) => entry.id)).toEqual(['web_search', 'chat_only']);
    expect(registry.getCatalog('EMAIL_ASSISTANT').map((entry) => entry.id)).toEqual(['web_search']);
    expect(registry.getCatalog('CHAT')[0]).toMatchObject({
      displayName: 'Tool web_search',
      description: 'Description of web_search',
    });
  });

  it('lists a tool whose display texts throw under its id, without failing the list', () => {
    const broken = new ToolRegistry([
      tool(
        { id: 'broken_texts' },
        {
          getDisplayName: () => {
            throw new Error('no translation');
          },
          getDescription: () => '  ',
        },
      ),
    ]);
    expect(broken.getCatalog('CHAT')).toEqual([
      expect.objectContaining({ id: 'broken_texts', displayName: 'broken_texts', description: '' }),
    ]);
  });

  it('still knows every definition for an administrator’s list', () => {
    expect(registry.definitions.map((d) => d.id)).toEqual([
      'web_search',
      'semantic_search',
      'chat_only',
      'preview_feature',
    ]);
    expect(registry.isContextTool('semantic_search')).toBe(true);
  });

  it('drops its context tools from a selection', () => {
    const withContextTool = new ToolRegistry([tool({ id: 'mail_context', activation: 'CONTEXT' })]);
    expect(withContextTool.normalizeSelection(['mail_context', 'web_search', 'search_confluence'])).toEqual([
      'web_search',
      'search_confluence',
      'read_web_page',
    ]);
  });
});

describe('ToolRegistry offer checks agree with the runnable tools', () => {
  const wikiInput = {
    id: 'wiki',
    minimumProviderConfidence: 'HIGH',
    visibleIn: { assistants: false },
    settingsSchema: new ToolSettingsSchemaBuilder()
      .required('baseUrl')
      .optionalChoice('safeSearch', ToolSettingsOptionSources.SAFE_SEARCH)
      .build(),
  } as const;
  const wiki = tool(wikiInput);
  const preview = tool({ id: 'preview' }, { isAvailable: () => false });
  const registry = new ToolRegistry([wiki, preview]);
  // The same tools offering themselves from the chat: the same checks must keep them out.
  const contextRegistry = new ToolRegistry([
    tool({ ...wikiInput, activation: 'CONTEXT' }),
    tool({ id: 'preview', activation: 'CONTEXT' }, { isAvailable: () => false }),
  ]);
  const configured = { userValues: { 'wiki.baseUrl': 'https://wiki.example.org/' } };

  const cases: [string, string, ContextOptions, ToolOfferBlockReason][] = [
    ['nothing in the way', 'wiki', { ...configured, confidence: 'HIGH' }, 'NONE'],
    ['tools switched off', 'wiki', { ...configured, confidence: 'HIGH', toolsEnabled: false }, 'TOOLS_SWITCHED_OFF'],
    [
      'model without tools',
      'wiki',
      { ...configured, confidence: 'HIGH', canCallTools: false },
      'MODEL_CANNOT_USE_TOOLS',
    ],
    ['tools off and model without tools', 'wiki', { toolsEnabled: false, canCallTools: false }, 'TOOLS_SWITCHED_OFF'],
    [
      'no provider (nothing can call tools)',
      'wiki',
      { confidence: 'NONE', canCallTools: false },
      'MODEL_CANNOT_USE_TOOLS',
    ],
    [
      'tool not for this component',
      'wiki',
      { ...configured, confidence: 'HIGH', component: 'EMAIL_ASSISTANT' },
      'NOT_AVAILABLE_HERE',
    ],
    ['unknown tool', 'nope', { confidence: 'HIGH' }, 'NOT_AVAILABLE_HERE'],
    ['tool not available in this host', 'preview', { confidence: 'HIGH' }, 'NOT_AVAILABLE_HERE'],
    [
      'tool switched off by the organization',
      'wiki',
      { ...configured, confidence: 'HIGH', switchedOffToolIds: ['wiki'] },
      'TOOL_SWITCHED_OFF',
    ],
    [
      'switched off and not configured',
      'wiki',
      { confidence: 'HIGH', switchedOffToolIds: ['wiki'] },
      'TOOL_SWITCHED_OFF',
    ],
    [
      'switched off and not available in this host',
      'preview',
      { confidence: 'HIGH', switchedOffToolIds: ['preview'] },
      'TOOL_SWITCHED_OFF',
    ],
    [
      'switched off and not for this component',
      'wiki',
      { ...configured, confidence: 'HIGH', component: 'EMAIL_ASSISTANT', switchedOffToolIds: ['wiki'] },
      'NOT_AVAILABLE_HERE',
    ],
    ['tools switched off and tool unknown', 'nope', { toolsEnabled: false }, 'TOOLS_SWITCHED_OFF'],
    ['missing required setting', 'wiki', { confidence: 'HIGH' }, 'NOT_CONFIGURED'],
    [
      'a stored choice the list no longer has',
      'wiki',
      { confidence: 'HIGH', userValues: { 'wiki.baseUrl': 'https://w/', 'wiki.safeSearch': 'EXTREME' } },
      'NOT_CONFIGURED',
    ],
    ['not configured and provider too weak', 'wiki', { confidence: 'LOW' }, 'NOT_CONFIGURED'],
    ['provider too weak', 'wiki', { ...configured, confidence: 'MEDIUM' }, 'PROVIDER_CONFIDENCE_TOO_LOW'],
    [
      'a minimum the organization lowered',
      'wiki',
      { ...configured, confidence: 'MEDIUM', minimumProviderConfidenceByToolId: { wiki: 'MEDIUM' } },
      'NONE',
    ],
    [
      'a minimum the organization raised',
      'wiki',
      {
        ...configured,
        confidence: 'HIGH',
        minimumProviderConfidenceByToolId: { wiki: 'HIGH' },
        lockedOrganizationValues: {},
      },
      'NONE',
    ],
  ];

  it.each(cases)('%s', async (_label, toolId, options, expected) => {
    const ctx = context(options);
    const reason = await registry.getOfferBlockReason(toolId, ctx);
    const runnable = await registry.getRunnableTools(ctx, [toolId]);
    expect(reason).toBe(expected);
    expect(ids(runnable).includes(toolId)).toBe(reason === ToolOfferBlockReason.NONE);

    expect(await contextRegistry.getOfferBlockReason(toolId, ctx)).toBe(expected);
    const offeredFromContext = await contextRegistry.getRunnableTools(ctx, []);
    expect(ids(offeredFromContext).includes(toolId)).toBe(expected === ToolOfferBlockReason.NONE);
  });

  it('cannot tell that a tool has nothing to offer right now: only the request can', async () => {
    const empty = new ToolRegistry([
      tool({ id: 'semantic_search', activation: 'CONTEXT' }, { resolveFunction: () => null }),
    ]);
    expect(await empty.getOfferBlockReason('semantic_search', context())).toBe('NONE');
    expect(await empty.getRunnableTools(context(), [])).toEqual([]);
  });

  it('raised requirement: a provider that was enough before is refused after the organization raises the minimum', async () => {
    const store = new InMemoryToolSettingsStore({ ...configured });
    const open = new ToolRegistry([tool({ id: 'search', minimumProviderConfidence: 'LOW' })]);
    const ctx: ToolResolutionContext = { ...context(), settings: store };
    expect(await open.getOfferBlockReason('search', ctx)).toBe('NONE');
    store.setMinimumProviderConfidence('search', 'HIGH');
    expect(await open.getOfferBlockReason('search', ctx)).toBe('PROVIDER_CONFIDENCE_TOO_LOW');
    expect(await open.getRunnableTools(ctx, ['search'])).toEqual([]);
    expect(open.getMinimumProviderConfidence('search', store)).toBe('HIGH');
  });
});

describe('ToolRegistry.getRunnableTools', () => {
  it('offers context tools without a selection and selected tools only when selected, in registration order', async () => {
    const registry = new ToolRegistry([
      tool({ id: 'read_web_page' }),
      tool({ id: 'web_search' }),
      tool({ id: 'semantic_search', activation: 'CONTEXT' }),
      tool({ id: 'search_confluence' }),
    ]);
    expect(ids(await registry.getRunnableTools(context(), []))).toEqual(['semantic_search']);
    expect(ids(await registry.getRunnableTools(context(), ['web_search', 'read_web_page']))).toEqual([
      'read_web_page',
      'web_search',
      'semantic_search',
    ]);
    // Confluence brings read_web_page along.
    expect(ids(await registry.getRunnableTools(context(), ['search_confluence']))).toEqual([
      'read_web_page',
      'semantic_search',
      'search_confluence',
    ]);
  });

  it('offers a context tool only to components it is visible in', async () => {
    const registry = new ToolRegistry([
      tool({ id: 'semantic_search', activation: 'CONTEXT', visibleIn: { assistants: false } }),
    ]);
    expect(ids(await registry.getRunnableTools(context({ component: 'TRANSLATION_ASSISTANT' }), []))).toEqual([]);
  });
});

describe('ToolRegistry resolution of what a tool offers', () => {
  it('uses the tailored description and parameters but keeps the registered name and strict mode', async () => {
    const logger = recordingLogger();
    const tailoredParameters = new ToolParameterSchemaBuilder()
      .optionalStringArray('ids', 'Which.', ['a', 'b'])
      .build();
    const registry = new ToolRegistry(
      [
        tool(
          { id: 'semantic_search', activation: 'CONTEXT' },
          {
            resolveFunction: async () => ({
              name: 'renamed',
              descriptionForLLM: 'Searches the data sources a and b.',
              parameters: tailoredParameters,
              strict: false,
            }),
          },
        ),
      ],
      { logger },
    );
    const [offered] = await registry.getRunnableTools(context(), []);
    expect(offered?.definition.function).toEqual({
      name: 'semantic_search',
      descriptionForLLM: 'Searches the data sources a and b.',
      parameters: tailoredParameters,
      strict: true,
    });
    expect(registry.getDefinition('semantic_search')?.function.descriptionForLLM).toBe('Does semantic_search.');
    expect(
      logger.entries.some(([level, message]) => level === 'warn' && message.includes('registered ones are kept')),
    ).toBe(true);
  });

  it('leaves out a tool that has nothing to offer, and then does not ask for its instructions', async () => {
    let askedForInstructions = false;
    const registry = new ToolRegistry([
      tool(
        { id: 'semantic_search', activation: 'CONTEXT' },
        {
          resolveFunction: () => null,
          resolveSystemPromptInstructions: () => {
            askedForInstructions = true;
            return 'x';
          },
        },
      ),
    ]);
    expect(await registry.getRunnableTools(context(), [])).toEqual([]);
    expect(askedForInstructions).toBe(false);
  });

  it('lets a throwing tool cost only itself', async () => {
    const logger = recordingLogger();
    const registry = new ToolRegistry(
      [
        tool({ id: 'first' }),
        tool(
          { id: 'throws_in_function' },
          {
            resolveFunction: () => {
              throw new Error(`key ${SECRET} refused`);
            },
          },
        ),
        tool(
          { id: 'throws_in_instructions' },
          {
            resolveSystemPromptInstructions: async () => {
              throw new Error('nope');
            },
          },
        ),
        tool({ id: 'last' }),
      ],
      { logger },
    );
    const runnable = await registry.getRunnableTools(context(), [
      'first',
      'throws_in_function',
      'throws_in_instructions',
      'last',
    ]);
    expect(ids(runnable)).toEqual(['first', 'last']);
    const warnings = logger.entries.filter(([level]) => level === 'warn');
    expect(warnings.map(([, , fields]) => fields?.['toolId'])).toEqual([
      'throws_in_function',
      'throws_in_instructions',
    ]);
    expect(JSON.stringify(logger.entries)).not.toContain(SECRET);
  });

  it('uses the registered function when the tailored parameters are not a JSON Schema object', async () => {
    const registry = new ToolRegistry([
      tool(
        { id: 'odd' },
        {
          resolveFunction: (definition) => ({
            ...definition.function,
            descriptionForLLM: 'changed',
            parameters: [] as unknown as Record<string, unknown>,
          }),
        },
      ),
    ]);
    const [offered] = await registry.getRunnableTools(context(), ['odd']);
    expect(offered?.definition.function).toBe(registry.getDefinition('odd')?.function);
  });

  it('words instructions per request from the tool’s settings, secrets masked, and combines the policy prompt', async () => {
    let seen: ToolOfferContext | undefined;
    const reader = tool(
      {
        id: 'read_web_page',
        systemPromptInstructions: 'Read only addresses given in the chat.',
        settingsSchema: new ToolSettingsSchemaBuilder()
          .optionalChoice('freeAddressChoice', ToolSettingsOptionSources.FREE_ADDRESS_CHOICE)
          .optionalSecret('proxyPassword')
          .build(),
      },
      {
        resolveSystemPromptInstructions: (definition, offerContext) => {
          seen = offerContext;
          return offerContext.settingsValues['freeAddressChoice'] === 'ON'
            ? 'You may choose addresses yourself.'
            : definition.systemPromptInstructions;
        },
      },
    );
    const search = tool({ id: 'web_search', systemPromptInstructions: 'Search for current events.' });
    const registry = new ToolRegistry([search, reader]);
    const ctx = context({
      userValues: { 'read_web_page.freeAddressChoice': 'ON', 'read_web_page.proxyPassword': SECRET },
    });
    const runnable = await registry.getRunnableTools(ctx, ['web_search', 'read_web_page']);
    expect(runnable.map((t) => t.definition.systemPromptInstructions)).toEqual([
      'Search for current events.',
      'You may choose addresses yourself.',
    ]);
    expect(seen?.settingsValues['proxyPassword']).toBe('*****');
    expect(seen?.component).toBe('CHAT');
    const policy = ToolRegistry.buildToolPolicyPrompt(runnable);
    expect(policy).toContain('## Tool `web_search`\n\nSearch for current events.');
    expect(policy).toContain('## Tool `read_web_page`\n\nYou may choose addresses yourself.');
    expect(registry.getDefinition('read_web_page')?.systemPromptInstructions).toBe(
      'Read only addresses given in the chat.',
    );
  });

  it('gives up when the request is cancelled instead of leaving tools out silently', async () => {
    const controller = new AbortController();
    const registry = new ToolRegistry([
      tool(
        { id: 'slow' },
        {
          resolveFunction: async (_definition, _context, signal) => {
            controller.abort();
            signal?.throwIfAborted();
            return null;
          },
        },
      ),
    ]);
    await expect(registry.getRunnableTools(context(), ['slow'], controller.signal)).rejects.toThrow();
  });

  it('logs why a tool is skipped by id and reason only', async () => {
    const logger = recordingLogger();
    const registry = new ToolRegistry([tool({ id: 'weak', minimumProviderConfidence: 'HIGH' })], { logger });
    await registry.getRunnableTools(context({ confidence: 'LOW' }), ['weak']);
    expect(logger.entries).toContainEqual([
      'debug',
      'A tool is not offered.',
      { toolId: 'weak', reason: 'PROVIDER_CONFIDENCE_TOO_LOW' },
    ]);
  });
});

describe('ToolRegistry configuration state', () => {
  it('tells a settings form what is missing', async () => {
    const registry = new ToolRegistry([
      tool({ id: 'wiki', settingsSchema: new ToolSettingsSchemaBuilder().required('baseUrl').build() }),
    ]);
    const store = new InMemoryToolSettingsStore();
    expect(await registry.getConfigurationState('wiki', store)).toMatchObject({
      isConfigured: false,
      missingRequiredFields: ['baseUrl'],
    });
    store.setOrganizationDefault('wiki', 'baseUrl', 'https://wiki/');
    expect((await registry.getConfigurationState('wiki', store))?.isConfigured).toBe(true);
    expect(await registry.getConfigurationState('nope', store)).toBeUndefined();
  });
});

describe('ToolRegistry.getEffectiveRetrievalMode', () => {
  const registry = new ToolRegistry([
    tool({ id: 'semantic_search', activation: 'CONTEXT', visibleIn: { assistants: false } }),
  ]);

  it('uses semantic search when the chat prefers it and the tool can be offered', async () => {
    expect(await registry.getEffectiveRetrievalMode(RetrievalMode.SEMANTIC_SEARCH, context())).toEqual({
      mode: 'SEMANTIC_SEARCH',
      semanticSearchBlockReason: 'NONE',
    });
  });

  it.each([
    ['a model without tool calling', { canCallTools: false }, 'MODEL_CANNOT_USE_TOOLS'],
    ['tools switched off', { toolsEnabled: false }, 'TOOLS_SWITCHED_OFF'],
    ['the tool switched off', { switchedOffToolIds: ['semantic_search'] }, 'TOOL_SWITCHED_OFF'],
    [
      'a confidence the organization set above the provider',
      { minimumProviderConfidenceByToolId: { semantic_search: 'HIGH' } },
      'PROVIDER_CONFIDENCE_TOO_LOW',
    ],
    ['an assistant', { component: 'EMAIL_ASSISTANT' }, 'NOT_AVAILABLE_HERE'],
  ] as const)('falls back to the classic search with %s', async (_label, options, reason) => {
    expect(await registry.getEffectiveRetrievalMode(RetrievalMode.SEMANTIC_SEARCH, context(options))).toEqual({
      mode: 'EVERY_MESSAGE',
      semanticSearchBlockReason: reason,
    });
  });

  it('keeps the classic search when the chat prefers it, and when no semantic_search is installed', async () => {
    expect((await registry.getEffectiveRetrievalMode(RetrievalMode.EVERY_MESSAGE, context())).mode).toBe(
      'EVERY_MESSAGE',
    );
    expect(await new ToolRegistry().getEffectiveRetrievalMode(RetrievalMode.SEMANTIC_SEARCH, context())).toEqual({
      mode: 'EVERY_MESSAGE',
      semanticSearchBlockReason: 'NOT_AVAILABLE_HERE',
    });
  });
});
