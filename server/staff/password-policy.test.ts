// @vitest-environment node
/** The staff password policy: long enough, and not among what a guesser tries first. */
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('refuses short passwords, counting characters as a person does', () => {
    expect(passwordProblem('eleven char')).toMatch(/at least 12 characters/);
    expect(passwordProblem('😀'.repeat(11))).toMatch(/at least 12 characters/);
  });

  it('refuses passwords a guesser tries first, with a reason and a way forward', () => {
    for (const weak of [
      'aaaaaaaaaaaa',
      'password1234',
      ' '.repeat(12),
      'qwertyuiop12',
      '123456789012',
      'akscellence2026',
    ]) {
      const problem = passwordProblem(weak, 'pat@akscellence.example');
      expect(problem, JSON.stringify(weak)).toMatch(/^This password is too easy to guess\./);
      expect(problem, JSON.stringify(weak)).toMatch(/password manager/);
    }
  });

  it('refuses the account’s own address as its password', () => {
    expect(passwordProblem('pat.lee@akscellence.example', 'pat.lee@akscellence.example')).toMatch(
      /too easy to guess/,
    );
  });

  it('accepts a few unrelated words or a generated password', () => {
    for (const strong of [
      'correct horse battery staple',
      'Omaha blue heron tea',
      'q7#Lm2!vRx9@Tp',
    ]) {
      expect(passwordProblem(strong, 'pat@akscellence.example'), strong).toBeUndefined();
    }
  });
});
