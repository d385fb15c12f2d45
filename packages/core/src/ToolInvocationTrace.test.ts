import { describe, expect, it } from 'vitest';
import { ToolInvocationStatus, ToolInvocationTrace } from './ToolInvocationTrace.js';

const base = {
  order: 1,
  toolId: 'web_search',
  toolName: 'Web search',
  toolIcon: 'search',
  toolCallId: 'call_1',
  status: ToolInvocationStatus.SUCCESS,
  wasExecuted: true,
  statusMessage: '',
  arguments: { query: 'weather' },
};

describe('ToolInvocationTrace', () => {
  it('never serializes the results', () => {
    const trace = new ToolInvocationTrace({ ...base, result: 'secret page text', jsonResult: { a: 'secret' } });
    expect(trace.result).toBe('secret page text');
    const json = JSON.stringify(trace);
    expect(json).not.toContain('secret');
    expect(JSON.parse(json)).toEqual(base);
  });

  it('round-trips through JSON without results, and reads bad data as neutral values', () => {
    const restored = ToolInvocationTrace.fromJSON(JSON.parse(JSON.stringify(new ToolInvocationTrace(base))));
    expect(restored.toJSON()).toEqual(base);
    expect(restored.result).toBeUndefined();

    const broken = ToolInvocationTrace.fromJSON({ status: 'EXPLODED', arguments: { a: 1, b: 'x' }, order: '3' });
    expect(broken.status).toBe('NONE');
    expect(broken.arguments).toEqual({ b: 'x' });
    expect(broken.order).toBe(0);
  });
});
