import { describe, expect, it } from 'vitest';
import { questionInContext } from '../../src/gateway/follow-up.js';

describe('follow-up questions in an A2A context', () => {
  it('replaces the phrase a fragment names anew', () => {
    expect(questionInContext('When are you open on Sunday?', 'and on Saturdays?')).toBe('When are you open on Saturdays?');
    expect(questionInContext('Do you deliver in Utrecht?', 'What about in Amsterdam?')).toBe('Do you deliver in Amsterdam?');
    expect(questionInContext('Is there parking?', 'and for bikes?')).toBe('Is there parking for bikes?');
    expect(questionInContext('How much is a sourdough loaf?', 'and a baguette?')).toBe('How much is a baguette?');
  });

  it('leaves a question that stands on its own, or has nothing before it', () => {
    expect(questionInContext('When are you open on Sunday?', 'Do you speak English?')).toBe('Do you speak English?');
    expect(questionInContext(null, 'and on Saturdays?')).toBe('and on Saturdays?');
    expect(questionInContext('When are you open?', 'and could you tell me everything about your prices for groups of ten?')).toBe(
      'and could you tell me everything about your prices for groups of ten?',
    );
  });
});
