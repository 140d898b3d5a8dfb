import { describe, expect, it } from 'vitest';
import { publicUrlWarning } from '../../src/cli/review.command.js';

describe('the CLI warning about e-mailed links', () => {
  it('warns only when PUBLIC_URL is not set', () => {
    expect(publicUrlWarning({}, 'http://localhost:3000')).toContain('links in e-mails point to http://localhost:3000');
    expect(publicUrlWarning({ PUBLIC_URL: ' ' }, 'http://localhost:3000')).not.toBeNull();
    expect(publicUrlWarning({ PUBLIC_URL: 'https://directory.example' }, 'https://directory.example')).toBeNull();
  });
});
