import { describe, expect, it } from 'vitest';
import { dataSourceThreadFromConversation } from './dataSourceThreadFromConversation.js';

describe('dataSourceThreadFromConversation', () => {
  it('maps roles, keeps the order and leaves empty messages out', () => {
    expect(
      dataSourceThreadFromConversation(
        [
          { role: 'user', content: 'Hi, a question about travel.' },
          { role: 'assistant', content: 'Sure.' },
          { role: 'user', content: 'How many days abroad?' },
          { role: 'assistant', content: '' },
        ],
        'You are the HR assistant.',
      ),
    ).toEqual([
      { role: 'SYSTEM', content: 'You are the HR assistant.' },
      { role: 'USER', content: 'Hi, a question about travel.' },
      { role: 'AI', content: 'Sure.' },
      { role: 'USER', content: 'How many days abroad?' },
    ]);
    expect(dataSourceThreadFromConversation([], '  ')).toEqual([]);
  });
});
