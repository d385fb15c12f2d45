import { describe, expect, it } from 'vitest';
import { scriptedTool } from '../ScriptedToolCallingAdapter.test-helpers.js';
import { ToolExecutionResult } from '../ToolExecutionResult.js';
import { ToolTestBed } from './ToolTestBed.js';

function echoTool() {
  return scriptedTool('echo', async () =>
    ToolExecutionResult.json({ echoed: true }, { requiredProviderConfidence: 'MEDIUM' }),
  ).implementation;
}

describe('ToolTestBed', () => {
  it('offers the tool and runs a call through the executor, tightening the chat like the loop', async () => {
    const bed = new ToolTestBed(echoTool());
    expect((await bed.offered()).map((tool) => tool.definition.id)).toEqual(['echo']);
    const outcome = await bed.call('echo', {});
    expect(outcome.trace.status).toBe('SUCCESS');
    expect(outcome.json).toEqual({ echoed: true });
    expect(bed.chatThread.requiredProviderConfidence).toBe('MEDIUM');
  });

  it('passes failures on as the executor reports them, with no JSON', async () => {
    const bed = new ToolTestBed(echoTool());
    const outcome = await bed.call('missing', {});
    expect(outcome.trace.status).toBe('BLOCKED');
    expect(outcome.content).toBe("Tool 'missing' is not available.");
    expect(outcome.json).toBeUndefined();
    expect(bed.chatThread.requiredProviderConfidence).toBe('NONE');
  });

  it("holds the tool back when the administrator's minimum is above the provider's confidence", async () => {
    const bed = new ToolTestBed(echoTool(), { confidence: 'LOW', minimumProviderConfidenceByToolId: { echo: 'HIGH' } });
    expect(await bed.offered()).toEqual([]);
  });
});
