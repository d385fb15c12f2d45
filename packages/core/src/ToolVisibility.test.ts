import { describe, expect, it } from 'vitest';
import { TOOL_COMPONENTS, ToolComponent, isAssistantComponent } from './ToolComponent.js';
import { DEFAULT_TOOL_VISIBILITY, ToolVisibility, type ToolVisibilityDefinition } from './ToolVisibility.js';

const visibility = (overrides: Partial<ToolVisibilityDefinition>): ToolVisibilityDefinition => ({
  ...DEFAULT_TOOL_VISIBILITY,
  ...overrides,
});
const visibleIn = (v: ToolVisibilityDefinition) =>
  TOOL_COMPONENTS.filter((component) => ToolVisibility.isVisibleIn(v, component));
const assistants = TOOL_COMPONENTS.filter(isAssistantComponent);

describe('ToolVisibility', () => {
  it('uses the chat and assistants flags while both lists are empty', () => {
    expect(visibleIn(DEFAULT_TOOL_VISIBILITY)).toEqual(TOOL_COMPONENTS);
    expect(visibleIn(visibility({ assistants: false }))).toEqual(['CHAT']);
    expect(visibleIn(visibility({ chat: false }))).toEqual(assistants);
    expect(visibleIn(visibility({ chat: false, assistants: false }))).toEqual([]);
  });

  it('lets a non-empty allow list replace the flags', () => {
    expect(visibleIn(visibility({ chat: false, assistants: false, allowedComponents: ['EMAIL_ASSISTANT'] }))).toEqual([
      'EMAIL_ASSISTANT',
    ]);
  });

  it('starts from every component with an empty allow list once the deny list has entries, the flags ignored', () => {
    const v = visibility({ chat: false, assistants: false, deniedComponents: [ToolComponent.CODING_ASSISTANT] });
    expect(visibleIn(v)).toEqual(TOOL_COMPONENTS.filter((component) => component !== 'CODING_ASSISTANT'));
  });

  it('applies the deny list last, so it always wins', () => {
    const v = visibility({ allowedComponents: ['CHAT', 'EMAIL_ASSISTANT'], deniedComponents: ['CHAT'] });
    expect(visibleIn(v)).toEqual(['EMAIL_ASSISTANT']);
  });
});
