import {
  ConfidenceLevel,
  DataSecurity,
  defineTool,
  InMemoryToolSettingsStore,
  ToolExecutionResult,
  type ToolImplementation,
  ToolParameterSchemaBuilder,
  ToolRegistry,
} from '@toolgate/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpToolServer, RESULT_WITHHELD_PREFIX } from './McpToolServer.js';
import { McpTestWorld } from './McpTestWorld.test-helpers.js';

/** A tool whose result needs what its `level` argument names, counting its runs. */
class RecordLookupTool implements ToolImplementation {
  runs = 0;

  getDefinition() {
    return defineTool({
      id: 'record_lookup',
      function: {
        name: 'record_lookup',
        descriptionForLLM: 'Looks up a record.',
        parameters: new ToolParameterSchemaBuilder().requiredString('level', 'The sensitivity.').build(),
      },
    });
  }

  getDisplayName(): string {
    return 'Record lookup';
  }

  getDescription(): string {
    return 'Looks up a record.';
  }

  async execute(args: Readonly<Record<string, unknown>>): Promise<ToolExecutionResult> {
    this.runs += 1;
    const level = String(args['level']);
    if (level === 'self-hosted') {
      return ToolExecutionResult.text('payroll row 17', { requiredDataSecurity: DataSecurity.SELF_HOSTED });
    }
    return ToolExecutionResult.text(`record at ${level}`, { requiredProviderConfidence: level as ConfidenceLevel });
  }
}

let world: McpTestWorld;

beforeAll(async () => {
  world = await McpTestWorld.start();
});

afterAll(async () => {
  await world.close();
});

describe('McpToolServer session requirements', () => {
  it('withholds a result the client may not receive, and lets through what it may', async () => {
    const tool = new RecordLookupTool();
    const toolServer = new McpToolServer({
      registry: new ToolRegistry([tool]),
      settings: new InMemoryToolSettingsStore(),
      clientConfidence: ConfidenceLevel.MEDIUM,
    });
    const { client, close } = await world.connect(toolServer, 'stdio');
    const tooHigh = await client.callTool({ name: 'record_lookup', arguments: { level: 'HIGH' } });
    expect(tooHigh.isError).toBe(true);
    expect(tooHigh.content).toEqual([
      {
        type: 'text',
        text: `${RESULT_WITHHELD_PREFIX}This chat contains data that requires a provider with confidence HIGH or higher, but the provider has MEDIUM.`,
      },
    ]);
    const selfHostedOnly = await client.callTool({ name: 'record_lookup', arguments: { level: 'self-hosted' } });
    expect(selfHostedOnly.isError).toBe(true);
    expect(JSON.stringify(selfHostedOnly.content)).not.toContain('payroll');

    // What was withheld did not tighten the session: a result the client may see still arrives.
    const fitting = await client.callTool({ name: 'record_lookup', arguments: { level: 'MEDIUM' } });
    expect(fitting.isError).toBeFalsy();
    expect(fitting.content).toEqual([{ type: 'text', text: 'record at MEDIUM' }]);
    expect(tool.runs).toBe(3);
    await close();
  });

  it('gives a self-hosted client what needs a self-hosted provider', async () => {
    const toolServer = new McpToolServer({
      registry: new ToolRegistry([new RecordLookupTool()]),
      settings: new InMemoryToolSettingsStore(),
      clientIsSelfHosted: true,
    });
    const { client, close } = await world.connect(toolServer, 'stdio');
    const result = await client.callTool({ name: 'record_lookup', arguments: { level: 'self-hosted' } });
    expect(result.content).toEqual([{ type: 'text', text: 'payroll row 17' }]);
    await close();
  });
});
