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
    for (const name of ['postgres', 'redis', 'meilisearch']) {
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

  it('restarts every long-running service when it fails', () => {
    for (const [name, block] of blocks) {
      if (name === 'migrate') continue;
      expect([name, block.match(/^\s+restart:\s*(\S+)/m)?.[1]]).toEqual([name, 'unless-stopped']);
    }
    expect(blocks.size).toBeGreaterThanOrEqual(6);
  });
});
