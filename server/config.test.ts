import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'lb-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.PORT).toBe(4000);
    expect(c.NODE_ENV).toBe('development');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:4000');
  });

  it('stops on a bad PORT with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmp() })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATA_DIR: tmp() });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toMatch(/^Invalid configuration: PORT="abc": /);
      expect(msg).not.toContain('\n');
    }
  });

  it('rejects a DATABASE_URL that is not a URL and a short JWT_SECRET', () => {
    expect(() => loadConfig({ DATABASE_URL: 'nope', DATA_DIR: tmp() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tmp() })).toThrow(/JWT_SECRET.*32/);
  });

  it('takes EXTRA_CA_CERTS only as an existing file', () => {
    const dir = tmp();
    expect(() => loadConfig({ EXTRA_CA_CERTS: path.join(dir, 'missing.pem'), DATA_DIR: dir })).toThrow(/^Invalid configuration: EXTRA_CA_CERTS=.*no such file/);
    const pem = path.join(dir, 'ca.pem');
    writeFileSync(pem, '-----BEGIN CERTIFICATE-----\n');
    expect(loadConfig({ EXTRA_CA_CERTS: pem, DATA_DIR: dir }).EXTRA_CA_CERTS).toBe(pem);
  });

  it('generates JWT_SECRET once, keeps it in DATA_DIR with owner-only access, and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });
});
