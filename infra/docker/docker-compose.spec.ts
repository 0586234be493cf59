import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const compose = readFileSync(join(__dirname, '..', '..', 'docker-compose.yml'), 'utf8');

/** Each service's block of the compose file, by name (services are the two-space-indented keys under `services:`). */
function serviceBlocks(): Map<string, string> {
  const services = compose.slice(compose.indexOf('\nservices:\n'), compose.indexOf('\nvolumes:\n'));
  const blocks = new Map<string, string>();
  for (const block of services.split(/\n(?= {2}[a-z-]+:\n)/).slice(1)) blocks.set(block.match(/^ {2}([a-z-]+):/)![1]!, block);
  return blocks;
}

describe('docker-compose.yml', () => {
  const blocks = serviceBlocks();

  it('publishes no port of PostgreSQL, Redis or Meilisearch outside the compose network', () => {
    for (const name of ['postgres', 'redis', 'meilisearch', 'meilisearch-recent']) {
      expect(blocks.get(name)).toBeDefined();
      expect(blocks.get(name)).not.toMatch(/^\s+ports:/m);
      expect(blocks.get(name)).not.toMatch(/^\s+network_mode:\s*host/m);
    }
  });

  it('takes every secret from the environment and refuses to start without it', () => {
    for (const variable of ['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'MEILI_MASTER_KEY']) {
      expect(compose).toMatch(new RegExp(`\\$\\{${variable}:\\?`));
      expect(compose).not.toMatch(new RegExp(`\\$\\{${variable}:-`));
    }
    expect(compose).not.toMatch(/trust/);
    expect(compose).not.toMatch(/change-me/);
    expect(blocks.get('redis')).toMatch(/--requirepass/);
  });

  it("runs the recent listings' Meilisearch like the main one, with the same master key and a volume of its own", () => {
    const main = blocks.get('meilisearch')!;
    const recent = blocks.get('meilisearch-recent')!;
    const line = (block: string, pattern: RegExp) => block.match(pattern)?.[0].trim();
    for (const pattern of [/^\s+image:.*$/m, /^\s+MEILI_MASTER_KEY:.*$/m, /^\s+MEILI_ENV:.*$/m, /^\s+test:.*\/health.*$/m]) {
      expect(line(recent, pattern)).toBeDefined();
      expect(line(recent, pattern)).toBe(line(main, pattern));
    }
    expect(line(recent, /^\s+MEILI_MASTER_KEY:.*$/m)).toBe('MEILI_MASTER_KEY: *meili-master-key');
    expect(recent).toMatch(/^\s+volumes: \['meili-recent-data:\/meili_data'\]$/m);
    // A new listing waits for this instance: under a full CPU it goes before the default weight (1024).
    expect(Number(line(recent, /^\s+cpu_shares: \d+$/m)?.split(' ')[1])).toBeGreaterThan(1024);
    expect(line(main, /^\s+cpu_shares:.*$/m)).toBeUndefined();
    expect(compose.slice(compose.indexOf('\nvolumes:\n'))).toMatch(/^ {2}meili-recent-data:$/m);
  });

  it("gives the API and the workers the recent listings' Meilisearch once it is healthy", () => {
    // The shared environment is the anchor `env` (defined by migrate); the API and the workers use it.
    expect(blocks.get('migrate')).toMatch(/environment: &env\n(?: {6}.*\n)*? {6}MEILI_RECENT_URL: http:\/\/meilisearch-recent:7700\n/);
    for (const name of ['api', 'workers']) {
      expect([name, blocks.get(name)]).toEqual([name, expect.stringMatching(/^\s+(environment: \*env|<<: \*env)$/m)]);
      expect([name, blocks.get(name)]).toEqual([name, expect.stringMatching(/^\s+meilisearch-recent: \{ condition: service_healthy \}$/m)]);
    }
  });

  it('restarts every long-running service when it fails', () => {
    for (const [name, block] of blocks) {
      if (name === 'migrate') continue;
      expect([name, block.match(/^\s+restart:\s*(\S+)/m)?.[1]]).toEqual([name, 'unless-stopped']);
    }
    expect(blocks.size).toBeGreaterThanOrEqual(7);
  });
});
